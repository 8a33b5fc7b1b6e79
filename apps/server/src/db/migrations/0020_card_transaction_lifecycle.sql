-- Card transactions as the card network moves them (issue 27). The issuer's snapshot of a transaction is the
-- truth for what it still holds: every `card_transaction.updated` sets the authorization's open hold to the
-- snapshot's figure (a newer snapshot only: `issuer_version` is how many events the applied one listed), so
-- redeliveries, reorders, increments, partial reversals and several clearings converge on the issuer's hold;
-- the hold is released only when the transaction leaves PENDING.

-- A credit authorization (a merchant's refund announced before it clears) is a pending credit, never held.
ALTER TABLE card_authorizations ADD COLUMN direction text NOT NULL DEFAULT 'debit';
ALTER TABLE card_authorizations ADD CONSTRAINT card_authorizations_direction_known
  CHECK (direction IN ('debit', 'credit'));
-- The merchant's own currency and amounts (minor units of that currency): what it asked, what cleared.
ALTER TABLE card_authorizations ADD COLUMN merchant_currency text;
ALTER TABLE card_authorizations ADD COLUMN merchant_amount_minor bigint;
ALTER TABLE card_authorizations ADD COLUMN merchant_cleared_minor bigint;
-- The issuer's status of the transaction (PENDING, SETTLED, VOIDED, EXPIRED, DECLINED) and how many events
-- the snapshot it came from listed: an older snapshot delivered late changes nothing.
ALTER TABLE card_authorizations ADD COLUMN issuer_status text;
ALTER TABLE card_authorizations ADD COLUMN issuer_version integer NOT NULL DEFAULT 0;
-- What each incremental authorization we approved added to the hold, in order (micro-USD as JSON strings): a
-- snapshot that does not list an increment's approval yet holds it on top of its own figure.
ALTER TABLE card_authorizations ADD COLUMN increment_holds jsonb NOT NULL DEFAULT '[]'::jsonb;

-- A merchant taking back a refund debits the card; the issuer's corrections credit or debit it.
ALTER TABLE card_ledger DROP CONSTRAINT IF EXISTS card_ledger_kind_known;
ALTER TABLE card_ledger ADD CONSTRAINT card_ledger_kind_known CHECK (kind IN ('topup_credit', 'settlement',
  'purchase', 'reversal', 'redeem', 'adjustment', 'reorg_reversal', 'exception_credit', 'refund',
  'return_reversal', 'correction'));
-- Both are rows of the card history of their own: the history's partial index names them too (its predicate
-- must be the query's list of kinds, domain HISTORY_LEDGER_KINDS).
DROP INDEX IF EXISTS card_ledger_history_idx;
CREATE INDEX card_ledger_history_idx ON card_ledger (card_id, created_at, id)
  WHERE kind IN ('topup_credit', 'redeem', 'exception_credit', 'refund', 'adjustment', 'reversal',
    'return_reversal', 'correction');

ALTER TABLE card_transactions DROP CONSTRAINT card_transactions_type_known;
ALTER TABLE card_transactions ADD CONSTRAINT card_transactions_type_known CHECK (type IN ('authorization_approval',
  'authorization_reversal', 'consumption', 'refund', 'authorization_decline', 'return_reversal', 'correction'));

-- The inbound handler's new kinds: a return reversal, a correction, the transaction's state as the issuer's
-- snapshot gives it, and an event with money the gateway does not understand (recorded, raised, not applied).
ALTER TABLE issuer_events DROP CONSTRAINT issuer_events_kind_known;
ALTER TABLE issuer_events ADD CONSTRAINT issuer_events_kind_known CHECK (kind IN ('authorization_request',
  'authorization_advice', 'clearing', 'authorization_release', 'return', 'three_ds_challenge', 'card_state',
  'return_reversal', 'correction', 'transaction_state', 'unhandled'));

-- An issuer event with money that was not applied is an exception for an operator (`issuer_unhandled`),
-- naming the issuer's event.
ALTER TABLE deposit_exceptions DROP CONSTRAINT deposit_exceptions_reason_known;
ALTER TABLE deposit_exceptions ADD CONSTRAINT deposit_exceptions_reason_known CHECK (reason IN ('card_inactive',
  'unsupported_token', 'below_minimum_stale', 'reorg_shortfall', 'rejected_report', 'issuer_unhandled'));
ALTER TABLE deposit_exceptions ADD COLUMN issuer_event text;
