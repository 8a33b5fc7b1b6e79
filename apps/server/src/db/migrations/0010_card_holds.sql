-- Holds (DESIGN "Inside the server, money has one home"): an approved authorization reserves money on the
-- card without moving it; clearing captures the hold (a ledger 'purchase' of what cleared, the rest released),
-- a void or an expiry releases it. Available balance = balance - open holds. `held_micro` is the sum of the
-- card's open holds, changed only together with card_holds under the card's row lock (modules/ledger).
ALTER TABLE cards ADD COLUMN held_micro bigint NOT NULL DEFAULT 0;
ALTER TABLE cards ADD CONSTRAINT cards_held_nonnegative CHECK (held_micro >= 0);

CREATE TABLE card_holds (
  -- Unique reference of the hold (`auth:<authorization id>`): a hold is placed once however often asked.
  ref text PRIMARY KEY,
  card_id text NOT NULL REFERENCES cards (id),
  -- What the hold reserves now (shrinks on a partial release; 0 once closed) and what it was placed for.
  amount_micro bigint NOT NULL,
  placed_micro bigint NOT NULL,
  captured_micro bigint NOT NULL DEFAULT 0,
  status text NOT NULL,
  created_at timestamptz NOT NULL,
  closed_at timestamptz,
  CONSTRAINT card_holds_status_known CHECK (status IN ('open', 'captured', 'released')),
  CONSTRAINT card_holds_amounts CHECK (amount_micro >= 0 AND placed_micro >= 0 AND captured_micro >= 0),
  CONSTRAINT card_holds_closed_empty CHECK (status = 'open' OR amount_micro = 0)
);
CREATE INDEX card_holds_open_idx ON card_holds (card_id) WHERE status = 'open';

-- Returns credit the card ('refund'). The kinds of 0009 (reorg_reversal, exception_credit) are listed too, so
-- the constraint is the same whichever of the two files ran last.
ALTER TABLE card_ledger DROP CONSTRAINT IF EXISTS card_ledger_kind_known;
ALTER TABLE card_ledger ADD CONSTRAINT card_ledger_kind_known CHECK (kind IN ('topup_credit', 'settlement',
  'purchase', 'reversal', 'redeem', 'adjustment', 'reorg_reversal', 'exception_credit', 'refund'));

-- Authorizations approved before holds took their amount off the balance at once (ledger 'purchase', ref
-- auth:<id>:approve). Those still open become holds: the amount returns to the balance and is held instead,
-- so capturing or reversing them later moves the money once.
INSERT INTO card_ledger (card_id, kind, pending_delta, balance_delta, ref, meta, created_at)
SELECT a.card_id, 'reversal', 0, a.amount_micro, 'auth:' || a.id || ':to-hold',
  jsonb_build_object('authorizationId', a.id, 'description', a.merchant_name || ' (now held)'), a.updated_at
FROM card_authorizations a
WHERE a.status = 'approved';
INSERT INTO card_holds (ref, card_id, amount_micro, placed_micro, status, created_at)
SELECT 'auth:' || a.id, a.card_id, a.amount_micro, a.amount_micro, 'open', a.updated_at
FROM card_authorizations a
WHERE a.status = 'approved';
UPDATE cards c SET balance_micro = c.balance_micro + h.total, held_micro = c.held_micro + h.total
FROM (SELECT card_id, sum(amount_micro) AS total FROM card_holds WHERE status = 'open' GROUP BY card_id) h
WHERE h.card_id = c.id;
