-- Money path (issue 18): credits become spendable only when their block is final, a credit whose transfer
-- left the chain is reversed while it is still pending, what arrives but cannot be credited is an exception a
-- person resolves, rescans are requests the scanner applies, and singleton jobs hold PostgreSQL session
-- advisory locks instead of leases.

ALTER TABLE card_ledger DROP CONSTRAINT card_ledger_kind_known;
ALTER TABLE card_ledger ADD CONSTRAINT card_ledger_kind_known CHECK (kind IN ('topup_credit', 'settlement',
  'purchase', 'reversal', 'redeem', 'adjustment', 'reorg_reversal', 'exception_credit'));

-- Every credit of a card's pending top-up (a ledger row that added to pending_micro) and how much of it has
-- moved into the balance (settled) or been taken back (reversed by a reorg). A card's pending top-up is the
-- sum of its credits' open remainders. Settlement moves only final credits (final_at set: the block of a
-- top-up is final; redemptions and operator credits are final at once), oldest first.
CREATE TABLE card_credits (
  ref text PRIMARY KEY REFERENCES card_ledger (ref),
  card_id text NOT NULL REFERENCES cards (id),
  amount_micro bigint NOT NULL CHECK (amount_micro > 0),
  settled_micro bigint NOT NULL DEFAULT 0,
  reversed_micro bigint NOT NULL DEFAULT 0,
  payment_id bigint REFERENCES payments (id),
  final_at timestamptz,
  created_at timestamptz NOT NULL,
  CONSTRAINT card_credits_parts CHECK (settled_micro >= 0 AND reversed_micro >= 0
    AND settled_micro + reversed_micro <= amount_micro)
);
CREATE INDEX card_credits_open_idx ON card_credits (card_id, created_at, ref)
  WHERE settled_micro + reversed_micro < amount_micro;
CREATE INDEX card_credits_payment_idx ON card_credits (payment_id) WHERE payment_id IS NOT NULL;

-- The credits of the ledger so far, with what the issuer loads of 0008 settled of each; they were accepted
-- before finality existed, so they count as final.
INSERT INTO card_credits (ref, card_id, amount_micro, settled_micro, payment_id, final_at, created_at)
SELECT l.ref, l.card_id, l.pending_delta,
  LEAST(l.pending_delta, COALESCE((SELECT sum(t.amount_micro) FROM topup_loads t
    WHERE t.credit_ref = l.ref AND t.status = 'confirmed'), 0)),
  (SELECT p.id FROM payments p WHERE l.kind = 'topup_credit' AND p.card_id = l.card_id
    AND p.chain_id = (l.meta ->> 'chainId')::integer AND p.tx_hash = l.meta ->> 'txHash'),
  l.created_at, l.created_at
FROM card_ledger l
WHERE l.pending_delta > 0;

-- Settlement needs no issuer call any more (the program holds the ledger).
DROP TABLE topup_loads;

-- Finality of each credited Transfer log: final_at once its block is final and still canonical; orphaned_at
-- when a reorg deeper than finality removed it after it was settled (a reorg_shortfall exception).
ALTER TABLE payment_credits ADD COLUMN final_at timestamptz;
ALTER TABLE payment_credits ADD COLUMN orphaned_at timestamptz;
UPDATE payment_credits SET final_at = created_at;
CREATE INDEX payment_credits_unfinal_idx ON payment_credits (chain_id, block_number) WHERE final_at IS NULL;
CREATE INDEX payment_credits_block_idx ON payment_credits (chain_id, block_number) WHERE orphaned_at IS NULL;
CREATE INDEX payment_credits_payment_idx ON payment_credits (payment_id);

-- How often a payment's credit was reversed by a reorg: a re-mined transfer is credited again under a new ref.
ALTER TABLE payments ADD COLUMN reversals integer NOT NULL DEFAULT 0;

-- topup_hold: top-ups of the card stop until an operator resolves what caused it (a reorg shortfall).
-- payment_failure: why an order's reported payment failed (it went back to waiting for payment).
ALTER TABLE cards ADD COLUMN topup_hold text;
ALTER TABLE cards ADD CONSTRAINT cards_topup_hold_known CHECK (topup_hold IS NULL OR topup_hold = 'reorg_shortfall');
ALTER TABLE cards ADD COLUMN payment_failure text;
ALTER TABLE cards ADD CONSTRAINT cards_payment_failure_known CHECK (payment_failure IS NULL
  OR payment_failure IN ('reverted', 'not_a_payment', 'dropped'));

-- What arrived but could not be credited normally, for a person to resolve (credit once, refunded, ignore).
-- dedupe_key makes a transfer (or a report, a shortfall) one row however often it is seen.
CREATE TABLE deposit_exceptions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  reason text NOT NULL,
  detail text,
  dedupe_key text NOT NULL UNIQUE,
  chain_id integer,
  tx_hash text,
  log_index integer,
  block_number bigint,
  block_hash text,
  token_address text,
  token_symbol text,
  token_decimals integer,
  amount_base numeric(78, 0),
  amount_micro bigint,
  card_id text REFERENCES cards (id),
  reporter text,
  attempts integer NOT NULL DEFAULT 1,
  status text NOT NULL DEFAULT 'open',
  resolution_note text,
  refund_tx_hash text,
  credit_ref text,
  resolved_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CONSTRAINT deposit_exceptions_reason_known CHECK (reason IN ('card_inactive', 'unsupported_token',
    'below_minimum_stale', 'reorg_shortfall', 'rejected_report')),
  CONSTRAINT deposit_exceptions_status_known CHECK (status IN ('open', 'credited', 'refunded', 'ignored'))
);
CREATE INDEX deposit_exceptions_card_idx ON deposit_exceptions (card_id, id);
CREATE INDEX deposit_exceptions_open_idx ON deposit_exceptions (id) WHERE status = 'open';

-- Operator rescans: a request row the scanner holding the chain applies between passes (the main cursor is
-- never moved by a request, so a running pass cannot overwrite it).
CREATE TABLE rescan_requests (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  chain_id integer NOT NULL,
  from_block bigint NOT NULL,
  -- the last block the request covers: the cursor of the chain when the scanner took it, minus one
  to_block bigint,
  next_block bigint NOT NULL,
  status text NOT NULL DEFAULT 'requested',
  credited integer NOT NULL DEFAULT 0,
  exceptions integer NOT NULL DEFAULT 0,
  error text,
  requested_at timestamptz NOT NULL,
  done_at timestamptz,
  CONSTRAINT rescan_requests_status_known CHECK (status IN ('requested', 'running', 'done'))
);
CREATE INDEX rescan_requests_open_idx ON rescan_requests (chain_id, id) WHERE status <> 'done';

-- What the scanner of each chain last saw, for /api/health in any instance: the head, when its last pass
-- ended, and the provider's last error while it keeps failing.
ALTER TABLE chain_cursors ADD COLUMN head_block bigint;
ALTER TABLE chain_cursors ADD COLUMN last_pass_at timestamptz;
ALTER TABLE chain_cursors ADD COLUMN last_error text;
ALTER TABLE chain_cursors ADD COLUMN last_error_at timestamptz;
ALTER TABLE chain_cursors ADD COLUMN failures integer NOT NULL DEFAULT 0;

-- Singleton jobs hold session advisory locks (released by the database when their process dies).
DROP TABLE job_leases;
