-- 3DS challenges the issuer asks the card program to put to the cardholder (Lithic
-- `three_ds_authentication.challenge`; the sandbox offers the same besides its one-time code). The owner sees
-- the pending one on the card and approves or declines it; the answer goes back to the issuer once.
CREATE TABLE card_challenges (
  id text PRIMARY KEY,
  issuer text NOT NULL,
  -- The issuer's id of the challenged authentication (Lithic's 3DS authentication token).
  issuer_token text NOT NULL,
  card_id text NOT NULL REFERENCES cards (id),
  merchant_name text NOT NULL,
  -- The purchase as the merchant asked: minor units of `currency`, with that currency's exponent.
  amount_minor bigint NOT NULL,
  currency text NOT NULL,
  currency_exponent integer NOT NULL,
  status text NOT NULL,
  expires_at timestamptz NOT NULL,
  answered_at timestamptz,
  created_at timestamptz NOT NULL,
  CONSTRAINT card_challenges_issuer_token_unique UNIQUE (issuer, issuer_token),
  CONSTRAINT card_challenges_status_known CHECK (status IN ('pending', 'approved', 'declined')),
  CONSTRAINT card_challenges_amount CHECK (amount_minor >= 0 AND currency_exponent BETWEEN 0 AND 3)
);
CREATE INDEX card_challenges_pending_idx ON card_challenges (card_id, created_at) WHERE status = 'pending';
