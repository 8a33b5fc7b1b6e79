-- Issue 28: money's history is append-only. The card ledger (every movement of a card's money), the card
-- transactions (what the issuer reported), the reward records and the monthly membership levels are only ever
-- inserted (duplicates are refused by ON CONFLICT DO NOTHING, which needs no UPDATE): an UPDATE or DELETE there
-- is refused by a trigger, whoever runs it (the owner's migrations included: one that must rewrite history
-- disables the trigger explicitly), and the application role holds only SELECT and INSERT on them.
-- schema_migrations is read-only for the application role.
CREATE FUNCTION refuse_history_rewrite() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% on % refused: the table is append-only', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'insufficient_privilege';
END
$$;

-- FOR EACH STATEMENT: refused even when no row matches, so a mistake shows at once rather than on the first row.
CREATE TRIGGER card_ledger_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON card_ledger
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_history_rewrite();
CREATE TRIGGER card_transactions_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON card_transactions
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_history_rewrite();
CREATE TRIGGER reward_records_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON reward_records
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_history_rewrite();
CREATE TRIGGER membership_levels_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON membership_levels
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_history_rewrite();

-- Privileges: whatever role deploy/postgres/roles.sql gave UPDATE and DELETE (its default privileges grant them on
-- every new table) loses them here; the table owner keeps its own. Nothing to do where no other role has grants
-- (a sandbox, the test suite).
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
        (g.table_name IN ('card_ledger', 'card_transactions', 'reward_records', 'membership_levels')
          AND g.privilege_type IN ('UPDATE', 'DELETE', 'TRUNCATE'))
        OR (g.table_name = 'schema_migrations' AND g.privilege_type IN ('INSERT', 'UPDATE', 'DELETE', 'TRUNCATE'))
      )
  LOOP
    EXECUTE format('REVOKE %s ON TABLE %I FROM %s', grant_row.privilege_type, grant_row.table_name,
      CASE WHEN grant_row.grantee = 'PUBLIC' THEN 'PUBLIC' ELSE quote_ident(grant_row.grantee) END);
  END LOOP;
END
$$;
