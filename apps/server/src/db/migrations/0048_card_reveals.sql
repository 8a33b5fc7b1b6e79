-- Issue 30, card details on demand: every showing of a card's details that the issuer mints a session for,
-- and every reveal after the first showing, is recorded: which card, which sign-in session (its public id: the
-- session row may be deleted at sign-out, the record stays), how (`first_showing`: the hosted view while the
-- card waits for its owner; `reveal`: after a fresh wallet signature naming the card, whose nonce is kept:
-- single use, a second reveal with the same signature cannot be recorded), and when. The rows bound the
-- showings per card per hour.
CREATE TABLE card_reveals (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  card_id text NOT NULL REFERENCES cards (id),
  session_public_id text NOT NULL,
  kind text NOT NULL,
  nonce text,
  revealed_at timestamptz NOT NULL,
  CONSTRAINT card_reveals_nonce_unique UNIQUE (nonce),
  CONSTRAINT card_reveals_kind_known CHECK (kind IN ('first_showing', 'reveal')),
  CONSTRAINT card_reveals_reveal_signed CHECK ((kind = 'reveal') = (nonce IS NOT NULL))
);
CREATE INDEX card_reveals_card_at_idx ON card_reveals (card_id, revealed_at);
