-- Operators with names: every state-changing call on /api/admin is recorded with the name of the operator whose
-- token made it (ADMIN_TOKENS), whatever its result. Like money's history (0031), the record is only appended:
-- an UPDATE, DELETE or TRUNCATE is refused by the trigger, whoever runs it, and the application role keeps only
-- SELECT and INSERT.
CREATE TABLE operator_actions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL,
  operator text NOT NULL,
  -- The route: `POST /api/admin/rewards/adjust`.
  action text NOT NULL,
  -- What it acted on (the path's parameters, or the body's address), null when nothing names one.
  target text,
  -- The HTTP status it was answered with, and the error code of a refusal.
  status integer NOT NULL,
  error_code text,
  -- The path parameters, query and body as the operator sent them.
  parameters jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE TRIGGER operator_actions_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON operator_actions
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_history_rewrite();

-- Who revealed a card's details, and when, is history too: only inserted (the reveal budget counts its rows).
CREATE TRIGGER card_reveals_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON card_reveals
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_history_rewrite();

-- The mail outbox: the mail job moves a pending row to sent, failed or skipped (its delivery columns, and the
-- payload, whose one-time token is removed once sent), and the prune job deletes rows done with for 30 days
-- (pruneMail's MAIL_KEEP_DAYS). For the application role nothing else: who was written to, what and when is
-- never rewritten (UPDATE only of those columns, and only while the row is pending), and a mail is deleted only
-- once done and 30 days old. Row security binds every role but the table's owner and superusers (the sandbox and
-- the test suite run as the owner: nothing changes for them).
ALTER TABLE mail_outbox ENABLE ROW LEVEL SECURITY;
CREATE POLICY mail_outbox_read ON mail_outbox FOR SELECT USING (true);
CREATE POLICY mail_outbox_write ON mail_outbox FOR INSERT WITH CHECK (true);
CREATE POLICY mail_outbox_deliver ON mail_outbox FOR UPDATE USING (status = 'pending') WITH CHECK (true);
CREATE POLICY mail_outbox_prune ON mail_outbox FOR DELETE
  USING (status <> 'pending' AND created_at < now() - interval '30 days');

-- Privileges, as 0031 narrows them: whatever role deploy/postgres/roles.sql gave UPDATE and DELETE (its default
-- privileges grant them on every new table) loses them on the append-only tables; on mail_outbox UPDATE is
-- narrowed to the delivery columns. The table owner keeps its own. Nothing to do where no other role has grants.
DO $$
DECLARE
  grant_row record;
BEGIN
  FOR grant_row IN
    SELECT DISTINCT g.grantee, g.table_name, g.privilege_type
    FROM information_schema.role_table_grants g
    JOIN pg_tables t ON t.schemaname = g.table_schema AND t.tablename = g.table_name
    WHERE g.table_schema = current_schema()
      AND g.grantee <> t.tableowner
      AND (
        (g.table_name IN ('operator_actions', 'card_reveals') AND g.privilege_type IN ('UPDATE', 'DELETE', 'TRUNCATE'))
        OR (g.table_name = 'mail_outbox' AND g.privilege_type IN ('UPDATE', 'TRUNCATE'))
      )
  LOOP
    EXECUTE format('REVOKE %s ON TABLE %I FROM %s', grant_row.privilege_type, grant_row.table_name,
      CASE WHEN grant_row.grantee = 'PUBLIC' THEN 'PUBLIC' ELSE quote_ident(grant_row.grantee) END);
    IF grant_row.table_name = 'mail_outbox' AND grant_row.privilege_type = 'UPDATE' THEN
      EXECUTE format('GRANT UPDATE (status, attempts, next_attempt_at, last_error, sent_at, payload) ON TABLE mail_outbox TO %s',
        CASE WHEN grant_row.grantee = 'PUBLIC' THEN 'PUBLIC' ELSE quote_ident(grant_row.grantee) END);
    END IF;
  END LOOP;
END
$$;
