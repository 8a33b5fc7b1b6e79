-- Issue 30, Apple Pay and Google Pay: each digital wallet token of a card (a phone's or a watch's copy of the
-- card), as the issuer's tokenization events tell it and the owner's pause, resume and removal change it.
-- `activation_code_sealed` is the one-time code a wallet asks the person for (the issuer's two-factor step),
-- sealed like card data, shown in the app until `activation_code_expires_at`.
CREATE TABLE card_wallet_tokens (
  id uuid PRIMARY KEY,
  card_id text NOT NULL REFERENCES cards (id),
  issuer text NOT NULL,
  issuer_token text NOT NULL,
  wallet text NOT NULL,
  device text,
  status text NOT NULL,
  -- Paused because the card was locked (unlocking resumes it), not by its owner's own pause.
  paused_by_lock boolean NOT NULL DEFAULT false,
  activation_code_sealed text,
  activation_code_expires_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CONSTRAINT card_wallet_tokens_issuer_token_unique UNIQUE (issuer, issuer_token),
  CONSTRAINT card_wallet_tokens_status_known CHECK (status IN ('pending', 'active', 'paused', 'removed', 'declined')),
  CONSTRAINT card_wallet_tokens_wallet_known CHECK (wallet IN ('apple_pay', 'google_pay', 'samsung_pay', 'other'))
);
CREATE INDEX card_wallet_tokens_card_idx ON card_wallet_tokens (card_id, created_at);
