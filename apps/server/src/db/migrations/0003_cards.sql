-- Cards and orders share one id space: an order is a card row in status new / pending /
-- application_required / application_processing. Money is bigint micro-USD. PAN and CVV are stored only
-- AES-256-GCM encrypted (pan_sealed, cvv_sealed); pan_last4 is the one clear fragment.
CREATE SEQUENCE card_deposit_index_seq AS integer START WITH 1 MINVALUE 1;

CREATE TABLE cards (
  id text PRIMARY KEY,
  owner_address text NOT NULL REFERENCES users (address),
  product_id text NOT NULL,
  program text NOT NULL,
  status text NOT NULL DEFAULT 'new',
  -- 'user' (locked by its owner) or 'negative_balance' (locked by a negative balance until topped up).
  lock_reason text,
  expires_at timestamptz,
  balance_micro bigint NOT NULL DEFAULT 0,
  pending_micro bigint NOT NULL DEFAULT 0,
  balance_upper_micro bigint,
  original_balance_upper_micro bigint,
  deposit_index integer NOT NULL UNIQUE DEFAULT nextval('card_deposit_index_seq'),
  deposit_address text NOT NULL UNIQUE,
  topup_disabled boolean NOT NULL DEFAULT false,
  order_currency text NOT NULL,
  -- true when the order took one of the user's free cards (classic, business); nft cards are unlimited.
  uses_allowance boolean NOT NULL DEFAULT false,
  last_payment_hash text,
  paid_at timestamptz,
  contact_submitted_at timestamptz,
  application_submitted_at timestamptz,
  issuer_card_id text UNIQUE,
  pan_last4 text,
  pan_sealed text,
  cvv_sealed text,
  issued_at timestamptz,
  image_viewed_at timestamptz,
  suspended_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CONSTRAINT cards_owner_lowercase CHECK (owner_address ~ '^0x[0-9a-f]{40}$'),
  CONSTRAINT cards_deposit_address_lowercase CHECK (deposit_address ~ '^0x[0-9a-f]{40}$'),
  CONSTRAINT cards_program_known CHECK (program IN ('classic', 'business', 'nft')),
  CONSTRAINT cards_status_known CHECK (status IN ('new', 'pending', 'application_required',
    'application_processing', 'waiting_to_get', 'active', 'locked', 'suspended')),
  CONSTRAINT cards_lock_reason_known CHECK (lock_reason IS NULL OR lock_reason IN ('user', 'negative_balance')),
  CONSTRAINT cards_pending_nonnegative CHECK (pending_micro >= 0),
  CONSTRAINT cards_pan_last4 CHECK (pan_last4 IS NULL OR pan_last4 ~ '^[0-9]{4}$')
);
CREATE INDEX cards_owner_idx ON cards (owner_address, created_at);
CREATE INDEX cards_status_idx ON cards (status);

-- Every movement of a card's money. UNIQUE(ref): a movement applies once however often it is posted.
CREATE TABLE card_ledger (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  card_id text NOT NULL REFERENCES cards (id),
  kind text NOT NULL,
  pending_delta bigint NOT NULL,
  balance_delta bigint NOT NULL,
  ref text NOT NULL UNIQUE,
  meta jsonb,
  created_at timestamptz NOT NULL,
  CONSTRAINT card_ledger_kind_known CHECK (kind IN ('topup_credit', 'settlement', 'purchase', 'reversal',
    'redeem', 'adjustment'))
);
CREATE INDEX card_ledger_card_idx ON card_ledger (card_id, created_at, id);

-- Sandbox issuer: authorizations (with their 3DS challenge) and the card transactions they produce.
CREATE TABLE card_authorizations (
  id text PRIMARY KEY,
  -- Insertion order: lists sort by it (several events can share one timestamp).
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  card_id text NOT NULL REFERENCES cards (id),
  status text NOT NULL,
  amount_micro bigint NOT NULL,
  captured_micro bigint,
  currency text NOT NULL,
  merchant_name text NOT NULL,
  decline_reason text,
  otp_sealed text,
  otp_expires_at timestamptz,
  otp_attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CONSTRAINT card_authorizations_status_known CHECK (status IN ('challenge', 'approved', 'declined',
    'captured', 'reversed')),
  CONSTRAINT card_authorizations_amount_positive CHECK (amount_micro > 0)
);
CREATE INDEX card_authorizations_card_idx ON card_authorizations (card_id, seq);

CREATE TABLE card_transactions (
  id text PRIMARY KEY,
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  card_id text NOT NULL REFERENCES cards (id),
  authorization_id text NOT NULL REFERENCES card_authorizations (id),
  type text NOT NULL,
  amount_micro bigint NOT NULL,
  currency text NOT NULL,
  description text NOT NULL,
  created_at timestamptz NOT NULL,
  CONSTRAINT card_transactions_type_known CHECK (type IN ('authorization_approval', 'authorization_reversal',
    'consumption'))
);
CREATE INDEX card_transactions_card_idx ON card_transactions (card_id, seq);
