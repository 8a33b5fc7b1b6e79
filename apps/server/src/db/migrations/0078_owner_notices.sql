-- The owner's notifications that said the wrong thing.

-- 1. Which deposit exceptions are a deposit held for its owner is one domain rule (`isHeldForOwner`), applied by
-- the server as it records the exception (`held_for_owner`) and carried into the exception's `deposit.held` event
-- as `heldFor: 'owner'`, which the mail trigger below and the push sender both read. Before, the mail trigger
-- kept its own list of reasons and the push sender none: every `deposit.held` row was pushed as a held deposit,
-- a refused payment report's and an operator's exception on a card included (a reported transfer held on an
-- inactive card twice). The payment's own `deposit.held` (no exception) is never one: the exception's tells the
-- same transfer once. Exceptions recorded before this migration read false: their events went out before it.
ALTER TABLE deposit_exceptions ADD COLUMN held_for_owner boolean NOT NULL DEFAULT false;

CREATE OR REPLACE FUNCTION card_events_on_deposit_exception() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM card_event_emit(NEW.card_id, 'deposit.held', jsonb_build_object('exceptionId', NEW.id,
    'reason', NEW.reason, 'chainId', NEW.chain_id, 'txHash', NEW.tx_hash)
    || CASE WHEN NEW.held_for_owner THEN jsonb_build_object('heldFor', 'owner') ELSE '{}'::jsonb END);
  RETURN NULL;
END
$$;

-- 2. A dispute withdrawn is decided too: no route lets its owner withdraw one, so it is the issuer's or the
-- program's doing (Lithic's closed case with the resolution WITHDRAWN, a Managed Disputes disposition
-- WITHDRAWN), and it takes back a provisional credit the way a lost one does. The owner is told (mail and push)
-- and the card page refreshes its disputes on it.
DROP TRIGGER card_events_dispute_decided_insert ON card_disputes;
DROP TRIGGER card_events_dispute_decided_update ON card_disputes;
CREATE TRIGGER card_events_dispute_decided_insert AFTER INSERT ON card_disputes
  FOR EACH ROW WHEN (NEW.status IN ('won', 'lost', 'withdrawn')) EXECUTE FUNCTION card_events_on_dispute_decided();
CREATE TRIGGER card_events_dispute_decided_update AFTER UPDATE OF status ON card_disputes
  FOR EACH ROW WHEN (NEW.status IN ('won', 'lost', 'withdrawn') AND NEW.status IS DISTINCT FROM OLD.status)
  EXECUTE FUNCTION card_events_on_dispute_decided();

DROP TRIGGER mail_outbox_card_event ON card_events;
CREATE TRIGGER mail_outbox_card_event AFTER INSERT ON card_events
  FOR EACH ROW WHEN (NEW.kind IN ('challenge.opened', 'deposit.credited', 'wallet.code', 'wallet.active',
      'dispute.decided')
    OR (NEW.kind = 'purchase.declined' AND (NEW.payload ->> 'declinedBy') IS DISTINCT FROM 'owner')
    OR (NEW.kind = 'deposit.held' AND (NEW.payload ->> 'heldFor') IS NOT DISTINCT FROM 'owner'))
  EXECUTE FUNCTION mail_outbox_on_card_event();
