-- Least-privilege PostgreSQL roles for Chaincard. Run once, as a superuser, connected to the database the
-- service uses (psql -v owner_password=... -v app_password=... -d chaincard -f deploy/postgres/roles.sql).
--   chaincard_owner  owns the schema and every table: `npm run migrate` connects as it (DDL).
--   chaincard_app    what the API and worker processes connect as: reads and writes rows, no DDL, no TRUNCATE.
-- Advisory locks (migrations, singleton jobs) need no privilege.

CREATE ROLE chaincard_owner LOGIN PASSWORD :'owner_password';
CREATE ROLE chaincard_app LOGIN PASSWORD :'app_password';

CREATE SCHEMA chaincard AUTHORIZATION chaincard_owner;
ALTER ROLE chaincard_owner SET search_path = chaincard;
ALTER ROLE chaincard_app SET search_path = chaincard;

-- Nobody else creates objects in it, or uses the public schema.
REVOKE ALL ON SCHEMA chaincard FROM PUBLIC;
REVOKE CREATE ON SCHEMA public FROM PUBLIC;
GRANT USAGE ON SCHEMA chaincard TO chaincard_app;

-- Every table and sequence the owner creates from now on (each migration) is readable and writable by the app.
ALTER DEFAULT PRIVILEGES FOR ROLE chaincard_owner IN SCHEMA chaincard
  GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO chaincard_app;
ALTER DEFAULT PRIVILEGES FOR ROLE chaincard_owner IN SCHEMA chaincard
  GRANT USAGE, SELECT ON SEQUENCES TO chaincard_app;
-- Tables that already exist (a deployment moving to these roles: first ALTER ... OWNER TO chaincard_owner).
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA chaincard TO chaincard_app;
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA chaincard TO chaincard_app;
