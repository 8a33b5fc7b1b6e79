-- Issue 31, notifications by e-mail. The address given at application (user_contacts) receives notification mail
-- only once verified by a link (email_verifications: the SHA-256 of a random token, an expiry, used once); the
-- owner's language (the app's, sent with the contact form) picks the texts. Every mail to send is a row of
-- mail_outbox, inserted in the same transaction as what causes it (the contact form, a card event); the mail job
-- sends due rows over SMTP and retries with backoff, so a failing mail server delays mail and never a request or
-- a money movement. Rows hold no card data; a verification row's token is removed once the mail is sent.
ALTER TABLE user_contacts
  ADD COLUMN language text NOT NULL DEFAULT 'en'
    CONSTRAINT user_contacts_language_known CHECK (language IN ('en', 'de', 'ja', 'ru', 'tr', 'zh-cn', 'zh-tw')),
  ADD COLUMN email_verified_at timestamptz;

CREATE TABLE email_verifications (
  token_hash text PRIMARY KEY,
  owner_address text NOT NULL REFERENCES users (address),
  email text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX email_verifications_owner_idx ON email_verifications (owner_address, created_at);

CREATE TABLE mail_outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  owner_address text NOT NULL,
  email text NOT NULL,
  language text NOT NULL,
  kind text NOT NULL CONSTRAINT mail_outbox_kind_known
    CHECK (kind IN ('email.verify', 'challenge.opened', 'deposit.credited', 'purchase.declined')),
  card_id text,
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- The card event a notification comes from: one mail per event at most.
  card_event_id bigint UNIQUE,
  status text NOT NULL DEFAULT 'pending' CONSTRAINT mail_outbox_status_known
    CHECK (status IN ('pending', 'sent', 'failed', 'skipped')),
  attempts integer NOT NULL DEFAULT 0,
  -- NULL: due now.
  next_attempt_at timestamptz,
  last_error text,
  sent_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mail_outbox_pending_idx ON mail_outbox (id) WHERE status = 'pending';
-- Rows done with (sent, failed, skipped) are pruned after 30 days (the mail-prune job).
CREATE INDEX mail_outbox_done_idx ON mail_outbox (created_at) WHERE status <> 'pending';

-- The card events worth a mail, for an owner whose address is verified: in the transaction that records the
-- event (itself the transaction of the change). A challenge carries its merchant and amount for the text.
CREATE FUNCTION mail_outbox_on_card_event() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v_extra jsonb := '{}'::jsonb;
BEGIN
  IF NEW.kind = 'challenge.opened' THEN
    SELECT jsonb_build_object('merchantName', ch.merchant_name, 'amountMinor', ch.amount_minor::text,
      'currency', ch.currency, 'exponent', ch.currency_exponent)
      INTO v_extra FROM card_challenges ch WHERE ch.id = NEW.payload ->> 'challengeId';
  END IF;
  INSERT INTO mail_outbox (owner_address, email, language, kind, card_id, payload, card_event_id)
    SELECT uc.address, uc.email, uc.language, NEW.kind, NEW.card_id, NEW.payload || coalesce(v_extra, '{}'::jsonb),
      NEW.id
    FROM user_contacts uc
    WHERE uc.address = NEW.owner_address AND uc.email_verified_at IS NOT NULL
  ON CONFLICT (card_event_id) DO NOTHING;
  RETURN NULL;
END
$$;
CREATE TRIGGER mail_outbox_card_event AFTER INSERT ON card_events
  FOR EACH ROW WHEN (NEW.kind IN ('challenge.opened', 'deposit.credited', 'purchase.declined'))
  EXECUTE FUNCTION mail_outbox_on_card_event();
