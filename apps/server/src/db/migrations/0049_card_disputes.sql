-- Issue 30, disputes: a purchase its owner reports ("Report a problem") is filed with the issuer as a dispute
-- (Lithic's chargeback request); the issuer's updates are mirrored here (`dispute.updated`, and the Managed
-- Disputes `dispute_transaction.*` snapshots). One dispute per purchase (the issuer allows a transaction to be
-- disputed once). `credited_micro` is what the dispute has credited the card so far (provisional credit,
-- then the final outcome), moved by ledger entries of kind `dispute`; `issuer_version` orders the issuer's
-- snapshots: an older one than the one applied changes nothing.
CREATE TABLE card_disputes (
  id text PRIMARY KEY,
  card_id text NOT NULL REFERENCES cards (id),
  authorization_id text REFERENCES card_authorizations (id),
  issuer text NOT NULL,
  -- The issuer's id of the dispute; null while the filing has not been answered.
  issuer_token text,
  -- The issuer's id of the disputed transaction.
  transaction_token text NOT NULL,
  reason text NOT NULL,
  description text NOT NULL,
  amount_micro bigint NOT NULL,
  status text NOT NULL,
  credited_micro bigint NOT NULL DEFAULT 0,
  issuer_status text,
  issuer_version integer NOT NULL DEFAULT 0,
  resolution text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CONSTRAINT card_disputes_issuer_token_unique UNIQUE (issuer, issuer_token),
  CONSTRAINT card_disputes_transaction_unique UNIQUE (issuer, transaction_token),
  CONSTRAINT card_disputes_status_known CHECK (status IN ('filing', 'opened', 'needs_info', 'in_review', 'won',
    'lost', 'withdrawn')),
  CONSTRAINT card_disputes_amount_positive CHECK (amount_micro > 0),
  CONSTRAINT card_disputes_credited_bounded CHECK (credited_micro >= 0 AND credited_micro <= amount_micro)
);
CREATE INDEX card_disputes_card_idx ON card_disputes (card_id, created_at);

-- A dispute's credits and their reversal are ledger movements of their own, and rows of the card history:
-- the history's partial index names them too (its predicate is the query's list, domain HISTORY_LEDGER_KINDS).
ALTER TABLE card_ledger DROP CONSTRAINT IF EXISTS card_ledger_kind_known;
ALTER TABLE card_ledger ADD CONSTRAINT card_ledger_kind_known CHECK (kind IN ('topup_credit', 'settlement',
  'purchase', 'reversal', 'redeem', 'adjustment', 'reorg_reversal', 'exception_credit', 'refund',
  'return_reversal', 'correction', 'dispute'));
DROP INDEX IF EXISTS card_ledger_history_idx;
CREATE INDEX card_ledger_history_idx ON card_ledger (card_id, created_at, id)
  WHERE kind IN ('topup_credit', 'redeem', 'exception_credit', 'refund', 'adjustment', 'reversal',
    'return_reversal', 'correction', 'dispute');

-- The inbound handler's new kind: a dispute's state as the issuer's update gives it.
ALTER TABLE issuer_events DROP CONSTRAINT issuer_events_kind_known;
ALTER TABLE issuer_events ADD CONSTRAINT issuer_events_kind_known CHECK (kind IN ('authorization_request',
  'authorization_advice', 'clearing', 'authorization_release', 'return', 'three_ds_challenge', 'card_state',
  'return_reversal', 'correction', 'transaction_state', 'unhandled', 'dispute_state'));
