-- Payments (issue 5). A payment is one transaction paying one card on one chain: status plus exception,
-- changed only by the pure transitionPayment. Token amounts are numeric(78,0) (an 18-decimal token
-- overflows bigint at 9.2 tokens); USD is bigint micro-dollars. Hashes and addresses are lowercase.
CREATE TABLE payments (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  chain_id integer NOT NULL,
  tx_hash text NOT NULL,
  card_id text NOT NULL REFERENCES cards (id),
  status text NOT NULL,
  exception text NOT NULL DEFAULT 'none',
  reason text,
  cancelled boolean NOT NULL DEFAULT false,
  replaced_by text,
  -- set when the card's owner reported the hash (null: found by the watcher only)
  reported_at timestamptz,
  sender text,
  nonce bigint,
  currency text NOT NULL,
  block_number bigint,
  block_hash text,
  amount_base numeric(78, 0),
  gross_micro bigint,
  fee_micro bigint,
  credited_micro bigint,
  credited_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CONSTRAINT payments_one_per_tx_and_card UNIQUE (chain_id, tx_hash, card_id),
  CONSTRAINT payments_hash_lowercase CHECK (tx_hash ~ '^0x[0-9a-f]{64}$'),
  CONSTRAINT payments_status_known CHECK (status IN ('reported', 'seen', 'confirmed', 'credited', 'reverted',
    'invalid', 'dropped')),
  CONSTRAINT payments_exception_known CHECK (exception IN ('none', 'paid_partial', 'paid_over', 'paid_late'))
);
CREATE INDEX payments_open_idx ON payments (chain_id, id) WHERE status IN ('reported', 'seen', 'confirmed', 'dropped');
CREATE INDEX payments_hash_idx ON payments (tx_hash);
CREATE INDEX payments_card_idx ON payments (card_id, credited_at);

-- Exactly-once key: a Transfer log is credited once, whoever reports it, however often, in any process.
CREATE TABLE payment_credits (
  chain_id integer NOT NULL,
  tx_hash text NOT NULL,
  log_index integer NOT NULL,
  payment_id bigint NOT NULL REFERENCES payments (id),
  card_id text NOT NULL REFERENCES cards (id),
  block_number bigint NOT NULL,
  block_hash text NOT NULL,
  amount_base numeric(78, 0) NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (chain_id, tx_hash, log_index)
);

-- Watcher cursor per chain: the next block to scan, and the hash of the block before it (reorg check).
CREATE TABLE chain_cursors (
  chain_id integer PRIMARY KEY,
  next_block bigint NOT NULL,
  prev_block_hash text,
  updated_at timestamptz NOT NULL
);

-- Leases of singleton jobs (one active scanner per chain across processes): whoever holds an unexpired
-- lease runs the job; a crashed holder's lease expires and another process takes over.
CREATE TABLE job_leases (
  name text PRIMARY KEY,
  holder text NOT NULL,
  expires_at timestamptz NOT NULL
);

-- The card a user last asked top-up info for (GET /card/:id/topup, PUT /order/:id): POST /swap has no
-- card id in its body, so its recipient is this card's receiving address unless ?cardId= names one.
CREATE TABLE topup_intents (
  owner_address text PRIMARY KEY,
  card_id text NOT NULL REFERENCES cards (id),
  updated_at timestamptz NOT NULL
);
