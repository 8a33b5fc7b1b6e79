-- Wallets that verify who adds the card. A push provisioning the owner asked for in our app is recorded, so the
-- wallet's request that follows (Lithic's tokenization decisioning, `tokenization_source` PUSH_PROVISION) can be
-- told from card details typed into a stranger's phone: only such a request, with the wallet's green
-- recommendation, is approved without verifying the person.
CREATE TABLE wallet_push_provisions (
  id uuid PRIMARY KEY,
  card_id text NOT NULL REFERENCES cards (id),
  wallet text NOT NULL,
  created_at timestamptz NOT NULL,
  CONSTRAINT wallet_push_provisions_wallet_known CHECK (wallet IN ('apple_pay', 'google_pay', 'samsung_pay', 'other'))
);
CREATE INDEX wallet_push_provisions_card_idx ON wallet_push_provisions (card_id, created_at);

-- A token that becomes active (pending -> active, or recorded active at once) is a card event, `wallet.active`,
-- naming the token, its wallet and device: the owner is told by push and e-mail, with the card page's link to
-- remove it (a phone they do not know now pays with their card).
ALTER TABLE card_events DROP CONSTRAINT card_events_kind_known;
ALTER TABLE card_events ADD CONSTRAINT card_events_kind_known CHECK (kind IN ('deposit.seen', 'deposit.confirming',
  'deposit.credited', 'deposit.held', 'purchase.authorized', 'purchase.declined', 'purchase.cleared',
  'purchase.released', 'purchase.refunded', 'challenge.opened', 'challenge.closed', 'card.state', 'card.settled',
  'wallet.code', 'wallet.active'));

CREATE FUNCTION card_events_on_wallet_active() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM card_event_emit(NEW.card_id, 'wallet.active',
    jsonb_build_object('walletTokenId', NEW.id::text, 'wallet', NEW.wallet, 'device', NEW.device));
  RETURN NULL;
END
$$;
CREATE TRIGGER card_events_wallet_active_insert AFTER INSERT ON card_wallet_tokens
  FOR EACH ROW WHEN (NEW.status = 'active') EXECUTE FUNCTION card_events_on_wallet_active();
CREATE TRIGGER card_events_wallet_active_update AFTER UPDATE OF status ON card_wallet_tokens
  FOR EACH ROW WHEN (OLD.status = 'pending' AND NEW.status = 'active')
  EXECUTE FUNCTION card_events_on_wallet_active();

ALTER TABLE mail_outbox DROP CONSTRAINT mail_outbox_kind_known;
ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_kind_known CHECK (kind IN ('email.verify', 'challenge.opened',
  'deposit.credited', 'purchase.declined', 'wallet.code', 'wallet.active'));
DROP TRIGGER mail_outbox_card_event ON card_events;
CREATE TRIGGER mail_outbox_card_event AFTER INSERT ON card_events
  FOR EACH ROW WHEN (NEW.kind IN ('challenge.opened', 'deposit.credited', 'purchase.declined', 'wallet.code',
    'wallet.active'))
  EXECUTE FUNCTION mail_outbox_on_card_event();

-- 3DS "paid this merchant before" is the acquirer's merchant id (`acceptor_id`), not the name a merchant chooses
-- for itself: a look-alike name at another acceptor is a merchant the card never paid. A clearing records the
-- acceptor of the purchase it clears (IF NOT EXISTS: the owner's merchant lock may add the same column).
ALTER TABLE card_authorizations ADD COLUMN IF NOT EXISTS merchant_acceptor_id text;
CREATE INDEX IF NOT EXISTS card_authorizations_cleared_acceptor_idx
  ON card_authorizations (card_id, merchant_acceptor_id)
  WHERE merchant_acceptor_id IS NOT NULL;

-- Honest enrollment. An application the issuer refused (a 4xx: an address it does not take, a name it cannot
-- read) keeps its enrollment `enrolling` with the issuer's reason, under a new id (the next try is another
-- request to the issuer, not a repeat of the refused one), so the person corrects it and sends it again.
ALTER TABLE cardholders ADD COLUMN last_refusal text;

-- ISSUER_KYC=byo: the program's own identity check (KYC_PROVIDER) recorded for a person, what Lithic is told
-- (`kyc_passed_timestamp`, the provider's reference as `external_id`), never the time the terms were accepted.
CREATE TABLE cardholder_kyc_checks (
  owner_address text PRIMARY KEY REFERENCES users (address),
  provider text NOT NULL,
  reference text NOT NULL,
  passed_at timestamptz NOT NULL,
  recorded_at timestamptz NOT NULL
);
