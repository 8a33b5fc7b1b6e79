-- Least-privilege PostgreSQL roles for Chaincard, one pair per database. Run once per database, as a superuser,
-- connected to the database the service uses:
--   psql -d chaincard -v owner_password=... -v app_password=... -f deploy/postgres/roles.sql
-- The roles are named after the database, so databases on one shared cluster each get their own pair:
--   chaincard_owner_<database>  owns the schema `chaincard` and every table: `npm run migrate` connects as it (DDL).
--   chaincard_app_<database>    what the API and worker processes connect as: reads and writes rows, no DDL, no
--                               TRUNCATE, no temporary tables; on the ledger and history tables only SELECT and
--                               INSERT (migrations 0031 and 0060 take the rest and put an append-only trigger on
--                               them: operator_actions and card_reveals too); on mail_outbox UPDATE of its delivery
--                               columns only (0060); schema_migrations read-only.
-- Only these two roles (and superusers) may connect to the database. Advisory locks (migrations, singleton jobs)
-- need no privilege.

SET chaincard.owner_password = :'owner_password';
SET chaincard.app_password = :'app_password';

DO $roles$
DECLARE
  db text := current_database();
  owner_role text := 'chaincard_owner_' || db;
  app_role text := 'chaincard_app_' || db;
  history_table text;
BEGIN
  EXECUTE format('CREATE ROLE %I LOGIN PASSWORD %L', owner_role, current_setting('chaincard.owner_password'));
  EXECUTE format('CREATE ROLE %I LOGIN PASSWORD %L', app_role, current_setting('chaincard.app_password'));

  -- This database only: nobody else connects, nobody creates temporary tables (PUBLIC's default TEMP is gone).
  EXECUTE format('REVOKE ALL ON DATABASE %I FROM PUBLIC', db);
  EXECUTE format('GRANT CONNECT ON DATABASE %I TO %I, %I', db, owner_role, app_role);

  EXECUTE format('CREATE SCHEMA chaincard AUTHORIZATION %I', owner_role);
  EXECUTE format('ALTER ROLE %I IN DATABASE %I SET search_path = chaincard', owner_role, db);
  EXECUTE format('ALTER ROLE %I IN DATABASE %I SET search_path = chaincard', app_role, db);

  -- Nobody else creates objects in it, or uses the public schema.
  REVOKE ALL ON SCHEMA chaincard FROM PUBLIC;
  REVOKE CREATE ON SCHEMA public FROM PUBLIC;
  EXECUTE format('GRANT USAGE ON SCHEMA chaincard TO %I', app_role);

  -- Every table and sequence the owner creates from now on (each migration) is readable and writable by the app;
  -- migration 0031 narrows the append-only tables and schema_migrations.
  EXECUTE format('ALTER DEFAULT PRIVILEGES FOR ROLE %I IN SCHEMA chaincard GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO %I',
    owner_role, app_role);
  EXECUTE format('ALTER DEFAULT PRIVILEGES FOR ROLE %I IN SCHEMA chaincard GRANT USAGE, SELECT ON SEQUENCES TO %I',
    owner_role, app_role);
  -- Tables that already exist (a deployment moving to these roles: first ALTER ... OWNER TO the owner role),
  -- then the append-only ones and schema_migrations narrowed as migration 0031 narrows them.
  EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA chaincard TO %I', app_role);
  EXECUTE format('GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA chaincard TO %I', app_role);
  FOR history_table IN
    SELECT tablename FROM pg_tables WHERE schemaname = 'chaincard'
      AND tablename IN ('card_ledger', 'card_transactions', 'reward_records', 'membership_levels',
        'operator_actions', 'card_reveals')
  LOOP
    EXECUTE format('REVOKE UPDATE, DELETE ON chaincard.%I FROM %I', history_table, app_role);
  END LOOP;
  -- The mail outbox: UPDATE of the delivery columns only (migration 0060; its row policies do the rest).
  IF to_regclass('chaincard.mail_outbox') IS NOT NULL THEN
    EXECUTE format('REVOKE UPDATE ON chaincard.mail_outbox FROM %I', app_role);
    EXECUTE format('GRANT UPDATE (status, attempts, next_attempt_at, last_error, sent_at, payload) ON chaincard.mail_outbox TO %I', app_role);
  END IF;
  IF to_regclass('chaincard.schema_migrations') IS NOT NULL THEN
    EXECUTE format('REVOKE INSERT, UPDATE, DELETE ON chaincard.schema_migrations FROM %I', app_role);
  END IF;
END
$roles$;

RESET chaincard.owner_password;
RESET chaincard.app_password;
