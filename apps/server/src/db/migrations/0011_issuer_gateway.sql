-- The issuer gateway's inbound events (DESIGN "Cards, issuer, users"): every event from an issuer (the Lithic
-- webhook or the sandbox's merchant simulator) is claimed here by its issuer event id before it is applied,
-- in the same transaction: the primary key, not a check in code, makes a delivery apply once however often
-- it arrives. An event that refers to an authorization not seen yet is kept 'parked' and applied when the
-- authorization arrives. `payload` is the normalised event (never a card number, CVV or signature).
CREATE TABLE issuer_events (
  issuer text NOT NULL,
  event_id text NOT NULL,
  -- Arrival order (several events can share one timestamp).
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  kind text NOT NULL,
  card_id text REFERENCES cards (id),
  -- The issuer's transaction token the event refers to (null for challenges and card state changes).
  transaction_token text,
  status text NOT NULL,
  payload jsonb NOT NULL,
  -- What the event answered (the decision of an authorization request), given again to a repeated delivery.
  result jsonb,
  received_at timestamptz NOT NULL,
  applied_at timestamptz,
  PRIMARY KEY (issuer, event_id),
  CONSTRAINT issuer_events_status_known CHECK (status IN ('applied', 'parked', 'ignored')),
  CONSTRAINT issuer_events_kind_known CHECK (kind IN ('authorization_request', 'authorization_advice',
    'clearing', 'authorization_release', 'return', 'three_ds_challenge', 'card_state'))
);
CREATE INDEX issuer_events_parked_idx ON issuer_events (issuer, transaction_token, seq) WHERE status = 'parked';

-- Authorizations are the issuer's transactions, from either issuer: (issuer, issuer_token) names one.
ALTER TABLE card_authorizations ADD COLUMN issuer text NOT NULL DEFAULT 'sandbox';
ALTER TABLE card_authorizations ADD COLUMN issuer_token text;
UPDATE card_authorizations SET issuer_token = id;
ALTER TABLE card_authorizations ALTER COLUMN issuer_token SET NOT NULL;
ALTER TABLE card_authorizations ADD CONSTRAINT card_authorizations_issuer_token_unique UNIQUE (issuer, issuer_token);

-- What users see: refunds and declines (with their reason) besides approvals, reversals and purchases. A
-- refund may come as a transaction of its own, without an authorization of ours.
ALTER TABLE card_transactions DROP CONSTRAINT card_transactions_type_known;
ALTER TABLE card_transactions ADD CONSTRAINT card_transactions_type_known CHECK (type IN ('authorization_approval',
  'authorization_reversal', 'consumption', 'refund', 'authorization_decline'));
ALTER TABLE card_transactions ADD COLUMN decline_reason text;
ALTER TABLE card_transactions ALTER COLUMN authorization_id DROP NOT NULL;

-- A card paused at the issuer by someone else than its owner (kept apart from the owner's own lock).
ALTER TABLE cards DROP CONSTRAINT cards_lock_reason_known;
ALTER TABLE cards ADD CONSTRAINT cards_lock_reason_known CHECK (lock_reason IS NULL OR lock_reason IN ('user',
  'negative_balance', 'issuer'));
