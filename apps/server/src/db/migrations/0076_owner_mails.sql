-- The owner's mails that were missing or wrong.

-- 1. A purchase declined by the owner's own doing (their lock, their controls, their "Decline" on a 3DS
-- challenge) is neither mailed nor pushed: they know. Which reasons are theirs is one domain rule
-- (`isOwnDecline`), applied by the server as it records the decline: `own_decline` on the authorization, carried
-- into the event as `declinedBy: 'owner'`, which the mail trigger below and the push sender skip. The event
-- itself still goes out (the history and the card page show the decline).
ALTER TABLE card_authorizations ADD COLUMN own_decline boolean NOT NULL DEFAULT false;

CREATE OR REPLACE FUNCTION card_events_on_authorization() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM card_event_emit(NEW.card_id, CASE NEW.status WHEN 'approved' THEN 'purchase.authorized'
      WHEN 'declined' THEN 'purchase.declined' WHEN 'captured' THEN 'purchase.cleared'
      ELSE 'purchase.released' END,
    jsonb_build_object('authorizationId', NEW.id, 'direction', NEW.direction,
      'amountMicro', coalesce(NEW.captured_micro, NEW.amount_micro)::text, 'currency', NEW.currency,
      'merchantName', NEW.merchant_name, 'declineReason', NEW.decline_reason)
    || CASE WHEN NEW.decline_limit_micro IS NULL THEN '{}'::jsonb
      ELSE jsonb_build_object('declineLimitMicro', NEW.decline_limit_micro::text) END
    || CASE WHEN NEW.status = 'declined' AND NEW.own_decline THEN jsonb_build_object('declinedBy', 'owner')
      ELSE '{}'::jsonb END);
  RETURN NULL;
END
$$;

-- 3. A dispute decided (won or lost, by the issuer's update or the sandbox issuer's) is a card event of its own:
-- the card page refreshes its disputes on it and the owner is mailed. Money it moves (a credit, a provisional
-- credit taken back) stays a `card.ledger` event of its own.
ALTER TABLE card_events DROP CONSTRAINT card_events_kind_known;
ALTER TABLE card_events ADD CONSTRAINT card_events_kind_known CHECK (kind IN ('deposit.seen', 'deposit.confirming',
  'deposit.credited', 'deposit.held', 'purchase.authorized', 'purchase.declined', 'purchase.cleared',
  'purchase.released', 'purchase.refunded', 'challenge.opened', 'challenge.closed', 'card.state', 'card.settled',
  'wallet.code', 'wallet.active', 'withdrawal.requested', 'withdrawal.sending', 'withdrawal.paid',
  'withdrawal.failed', 'card.ledger', 'wallet.changed', 'rewards.changed', 'cards.earned', 'dispute.decided'));

CREATE FUNCTION card_events_on_dispute_decided() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM card_event_emit(NEW.card_id, 'dispute.decided', jsonb_build_object('disputeId', NEW.id,
    'status', NEW.status, 'amountMicro', NEW.amount_micro::text));
  RETURN NULL;
END
$$;
CREATE TRIGGER card_events_dispute_decided_insert AFTER INSERT ON card_disputes
  FOR EACH ROW WHEN (NEW.status IN ('won', 'lost')) EXECUTE FUNCTION card_events_on_dispute_decided();
CREATE TRIGGER card_events_dispute_decided_update AFTER UPDATE OF status ON card_disputes
  FOR EACH ROW WHEN (NEW.status IN ('won', 'lost') AND NEW.status IS DISTINCT FROM OLD.status)
  EXECUTE FUNCTION card_events_on_dispute_decided();

-- 2 and 3: mails for a held deposit and a decided dispute, besides the purchase declined by someone else than
-- its owner. A held deposit is the exception's event (`exceptionId`: the payment's own `deposit.held` of the same
-- transfer is not mailed twice) for money the owner sent that is kept for them: another token or coin, a card
-- that takes no deposit now, a first payment left below the minimum. A reorg shortfall (money taken back, not
-- held) and the operators' exceptions on a card (issuer, dispute, refund matters) are no held deposit.
-- The mail's row gets what its text needs: the held token and amount; the dispute's merchant, what it leaves
-- credited and what it took back.
ALTER TABLE mail_outbox DROP CONSTRAINT mail_outbox_kind_known;
ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_kind_known CHECK (kind IN ('email.verify', 'challenge.opened',
  'deposit.credited', 'purchase.declined', 'wallet.code', 'wallet.active', 'deposit.held', 'dispute.decided'));

CREATE OR REPLACE FUNCTION mail_outbox_on_card_event() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v_extra jsonb := '{}'::jsonb;
BEGIN
  IF NEW.kind = 'challenge.opened' THEN
    SELECT jsonb_build_object('merchantName', ch.merchant_name, 'amountMinor', ch.amount_minor::text,
      'currency', ch.currency, 'exponent', ch.currency_exponent)
      INTO v_extra FROM card_challenges ch WHERE ch.id = NEW.payload ->> 'challengeId';
  ELSIF NEW.kind = 'deposit.held' THEN
    SELECT jsonb_build_object('detail', x.detail, 'tokenSymbol', x.token_symbol, 'tokenDecimals',
      x.token_decimals, 'amountBase', x.amount_base::text, 'amountMicro', x.amount_micro::text)
      INTO v_extra FROM deposit_exceptions x WHERE x.id = (NEW.payload ->> 'exceptionId')::bigint;
  ELSIF NEW.kind = 'dispute.decided' THEN
    SELECT jsonb_build_object('merchantName', a.merchant_name, 'creditedMicro', d.credited_micro::text,
      'takenBackMicro', (SELECT coalesce(-sum(l.balance_delta), 0)::text FROM card_ledger l
        WHERE l.card_id = d.card_id AND l.kind = 'dispute' AND l.balance_delta < 0
          AND l.meta ->> 'disputeId' = d.id))
      INTO v_extra
      FROM card_disputes d LEFT JOIN card_authorizations a ON a.id = d.authorization_id
      WHERE d.id = NEW.payload ->> 'disputeId';
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

DROP TRIGGER mail_outbox_card_event ON card_events;
CREATE TRIGGER mail_outbox_card_event AFTER INSERT ON card_events
  FOR EACH ROW WHEN (NEW.kind IN ('challenge.opened', 'deposit.credited', 'wallet.code', 'wallet.active',
      'dispute.decided')
    OR (NEW.kind = 'purchase.declined' AND (NEW.payload ->> 'declinedBy') IS DISTINCT FROM 'owner')
    OR (NEW.kind = 'deposit.held' AND NEW.payload ->> 'exceptionId' IS NOT NULL
      AND NEW.payload ->> 'reason' IN ('card_inactive', 'unsupported_token', 'below_minimum_stale')))
  EXECUTE FUNCTION mail_outbox_on_card_event();

-- 4. A wallet token that becomes active for the first time is `wallet.active` (mailed and pushed) whatever it was
-- before: pending, but also declined by us while the issuer activated it anyway (our answer came too late), or
-- inactive at the issuer (mirrored as paused) before its activation. A token active again after a pause (the
-- owner's, a lock's, the issuer's) or put back after a move the issuer refused is not new. `activated_at` is set
-- once, by the trigger, on the row's first active status. Tokens recorded before this migration that are active,
-- paused or removed count as activated (each was mailed then, or was paused from active).
ALTER TABLE card_wallet_tokens ADD COLUMN activated_at timestamptz;
UPDATE card_wallet_tokens SET activated_at = updated_at WHERE status IN ('active', 'paused', 'removed');

CREATE FUNCTION card_wallet_tokens_first_active() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.activated_at := NEW.updated_at;
  RETURN NEW;
END
$$;
CREATE TRIGGER card_wallet_tokens_first_active BEFORE INSERT OR UPDATE OF status ON card_wallet_tokens
  FOR EACH ROW WHEN (NEW.status = 'active' AND NEW.activated_at IS NULL)
  EXECUTE FUNCTION card_wallet_tokens_first_active();

DROP TRIGGER card_events_wallet_active_update ON card_wallet_tokens;
CREATE TRIGGER card_events_wallet_active_update AFTER UPDATE OF status ON card_wallet_tokens
  FOR EACH ROW WHEN (OLD.activated_at IS NULL AND NEW.activated_at IS NOT NULL)
  EXECUTE FUNCTION card_events_on_wallet_active();
