-- Rate-limit counters shared by every API instance on this database (issue 19): one row per route and
-- client key, counting hits until `expires_at`; the first hit after that starts a new window. Rows whose
-- window ended are deleted by the instances themselves (at most once a minute each).
CREATE TABLE rate_limit_hits (
  key text PRIMARY KEY,
  hits integer NOT NULL CHECK (hits > 0),
  expires_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_hits_expires_at_idx ON rate_limit_hits (expires_at);
