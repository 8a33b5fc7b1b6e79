-- Issue 30, a wallet's activation code delivered by the notification channels (Web Push and e-mail), not only on
-- the card page. When a code arrives (Lithic `tokenization.two_factor_authentication_code`, kept sealed in
-- card_wallet_tokens), a `wallet.code` card event is recorded in the same transaction: it names the token, its
-- wallet and device, never the code. The push sender and the mail job open the sealed code when they send (only
-- while it is valid: an expired or cleared code sends nothing), so neither card_events, push_handled_events nor
-- mail_outbox ever holds it, and GET /api/events (which streams card_events) never carries it.
ALTER TABLE card_events DROP CONSTRAINT card_events_kind_known;
ALTER TABLE card_events ADD CONSTRAINT card_events_kind_known CHECK (kind IN ('deposit.seen', 'deposit.confirming',
  'deposit.credited', 'deposit.held', 'purchase.authorized', 'purchase.declined', 'purchase.cleared',
  'purchase.released', 'purchase.refunded', 'challenge.opened', 'challenge.closed', 'card.state', 'card.settled',
  'wallet.code'));

CREATE FUNCTION card_events_on_wallet_code() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM card_event_emit(NEW.card_id, 'wallet.code',
    jsonb_build_object('walletTokenId', NEW.id::text, 'wallet', NEW.wallet, 'device', NEW.device));
  RETURN NULL;
END
$$;
CREATE TRIGGER card_events_wallet_code_insert AFTER INSERT ON card_wallet_tokens
  FOR EACH ROW WHEN (NEW.activation_code_sealed IS NOT NULL) EXECUTE FUNCTION card_events_on_wallet_code();
CREATE TRIGGER card_events_wallet_code_update AFTER UPDATE OF activation_code_sealed ON card_wallet_tokens
  FOR EACH ROW WHEN (NEW.activation_code_sealed IS NOT NULL
    AND NEW.activation_code_sealed IS DISTINCT FROM OLD.activation_code_sealed)
  EXECUTE FUNCTION card_events_on_wallet_code();

-- A device may choose wallet activation codes.
ALTER TABLE push_subscriptions DROP CONSTRAINT push_subscriptions_kinds_known;
ALTER TABLE push_subscriptions ADD CONSTRAINT push_subscriptions_kinds_known CHECK (cardinality(kinds) > 0
  AND kinds <@ ARRAY['challenge', 'purchase', 'deposit', 'wallet']::text[]);

-- A verified address gets a mail for each code (the row names the token; the code is read when the mail leaves).
ALTER TABLE mail_outbox DROP CONSTRAINT mail_outbox_kind_known;
ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_kind_known
  CHECK (kind IN ('email.verify', 'challenge.opened', 'deposit.credited', 'purchase.declined', 'wallet.code'));
DROP TRIGGER mail_outbox_card_event ON card_events;
CREATE TRIGGER mail_outbox_card_event AFTER INSERT ON card_events
  FOR EACH ROW WHEN (NEW.kind IN ('challenge.opened', 'deposit.credited', 'purchase.declined', 'wallet.code'))
  EXECUTE FUNCTION mail_outbox_on_card_event();
