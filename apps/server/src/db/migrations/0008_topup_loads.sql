-- Settlement through the card issuer (DESIGN "Deposits and payments": a credit lands in pending and moves
-- into the balance once the issuer settles it). Every credit of a card's pending top-up (a `topup_credit`
-- or `redeem` row of card_ledger) is loaded onto the card at the issuer in one or more loads (more than one
-- when the card maximum leaves room for part of it now and the rest later). A load is written here, with
-- its idempotency key and amount fixed, before the issuer is asked; the issuer is asked again with the same
-- key and amount until it confirms; the confirmation moves the amount from pending into the balance once
-- (`settlement:<key>` in card_ledger, UNIQUE) and pays the membership rebate once (`rebate:settlement:<key>`).
CREATE TABLE topup_loads (
  key text PRIMARY KEY,
  card_id text NOT NULL REFERENCES cards (id),
  credit_ref text NOT NULL REFERENCES card_ledger (ref),
  -- Where this load starts inside its credit (micro-USD): a credit is loaded front to back.
  credit_offset_micro bigint NOT NULL CHECK (credit_offset_micro >= 0),
  amount_micro bigint NOT NULL CHECK (amount_micro > 0),
  status text NOT NULL CHECK (status IN ('requested', 'confirmed')),
  issuer_reference text,
  requested_at timestamptz NOT NULL,
  confirmed_at timestamptz,
  CONSTRAINT topup_loads_one_per_part UNIQUE (credit_ref, credit_offset_micro)
);
CREATE INDEX topup_loads_requested_idx ON topup_loads (card_id) WHERE status = 'requested';

-- POST /swap names its card in the body now; the "card whose top-up info was read last" is not needed.
DROP TABLE topup_intents;
