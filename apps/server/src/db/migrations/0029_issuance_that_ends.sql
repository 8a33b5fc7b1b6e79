-- Issue 27: issuing a card at the issuer ends. A failed `cards.create` is asked again with backoff (1 s doubling
-- to 15 min), not every second forever; past the issuer's idempotency window the card is looked up before it
-- is created again; after the maximum attempts or age the issuance has failed: the owner sees it, an operator
-- gets an exception, and the cause is kept here (never a secret or a card number).
-- (The exception uses the existing reason 'issuer_unhandled' with detail 'issuance_failed': a new reason would
-- need the reasons CHECK recreated by a migration numbered after 0035, which recreates it on a new database.)
ALTER TABLE cards ADD COLUMN issuance_attempts integer NOT NULL DEFAULT 0;
ALTER TABLE cards ADD COLUMN issuance_first_attempt_at timestamptz;
ALTER TABLE cards ADD COLUMN issuance_next_attempt_at timestamptz;
ALTER TABLE cards ADD COLUMN issuance_error text;
ALTER TABLE cards ADD COLUMN issuance_failed_at timestamptz;
ALTER TABLE cards ADD CONSTRAINT cards_issuance_attempts_nonnegative CHECK (issuance_attempts >= 0);
