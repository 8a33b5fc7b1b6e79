-- Issue 31, live updates: what happens to a card becomes a row of card_events, written by triggers on the tables
-- that already record it (payments, chain_cursors, deposit_exceptions, card_ledger, card_authorizations,
-- card_challenges, cards), in the same transaction as the change; each row is announced with
-- pg_notify('chaincard_events', '<schema>:<id>'), which PostgreSQL delivers at commit (a rolled-back change
-- announces nothing; the schema keeps schemas that share a database, as tests do, from hearing each other).
-- Every server process LISTENs and streams an owner's rows to that owner's open GET /api/events. The payload is
-- small and never holds card data, secrets or signatures. Rows older than 7 days are pruned (card-events job).
CREATE TABLE card_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  owner_address text NOT NULL,
  card_id text NOT NULL,
  kind text NOT NULL,
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT card_events_kind_known CHECK (kind IN ('deposit.seen', 'deposit.confirming', 'deposit.credited',
    'deposit.held', 'purchase.authorized', 'purchase.declined', 'purchase.cleared', 'purchase.released',
    'purchase.refunded', 'challenge.opened', 'challenge.closed', 'card.state', 'card.settled'))
);
CREATE INDEX card_events_owner_idx ON card_events (owner_address, id);
CREATE INDEX card_events_created_idx ON card_events (created_at);

-- One event of a card: the owner is read from the card (a primary-key lookup); a card that does not exist
-- records nothing.
CREATE FUNCTION card_event_emit(p_card_id text, p_kind text, p_payload jsonb) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
BEGIN
  INSERT INTO card_events (owner_address, card_id, kind, payload)
    SELECT c.owner_address, c.id, p_kind, p_payload FROM cards c WHERE c.id = p_card_id
    RETURNING id INTO v_id;
  IF v_id IS NOT NULL THEN
    PERFORM pg_notify('chaincard_events', current_schema() || ':' || v_id::text);
  END IF;
END
$$;

-- Payments: seen on chain (with its confirmations so far), credited, held (invalid).
CREATE FUNCTION card_events_on_payment() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v_head bigint;
  v_base jsonb := jsonb_build_object('paymentId', NEW.id, 'chainId', NEW.chain_id, 'txHash', NEW.tx_hash);
BEGIN
  IF NEW.status = 'seen' THEN
    SELECT head_block INTO v_head FROM chain_cursors WHERE chain_id = NEW.chain_id;
    PERFORM card_event_emit(NEW.card_id, 'deposit.seen', v_base || jsonb_build_object('confirmations',
      CASE WHEN v_head IS NULL OR NEW.block_number IS NULL OR v_head < NEW.block_number THEN 0
        ELSE v_head - NEW.block_number + 1 END));
  ELSIF NEW.status = 'credited' THEN
    PERFORM card_event_emit(NEW.card_id, 'deposit.credited',
      v_base || jsonb_build_object('amountMicro', NEW.credited_micro::text));
  ELSIF NEW.status = 'invalid' THEN
    PERFORM card_event_emit(NEW.card_id, 'deposit.held', v_base);
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER card_events_payment_insert AFTER INSERT ON payments
  FOR EACH ROW WHEN (NEW.status IN ('seen', 'credited', 'invalid')) EXECUTE FUNCTION card_events_on_payment();
CREATE TRIGGER card_events_payment_update AFTER UPDATE OF status ON payments
  FOR EACH ROW WHEN (NEW.status IS DISTINCT FROM OLD.status AND NEW.status IN ('seen', 'credited', 'invalid'))
  EXECUTE FUNCTION card_events_on_payment();

-- A new chain head: every payment seen on that chain and not yet confirmed counts one confirmation more.
CREATE FUNCTION card_events_on_head() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  p record;
BEGIN
  FOR p IN SELECT id, card_id, chain_id, tx_hash, block_number FROM payments
    WHERE chain_id = NEW.chain_id AND status = 'seen' AND block_number IS NOT NULL
      AND block_number <= NEW.head_block
  LOOP
    PERFORM card_event_emit(p.card_id, 'deposit.confirming', jsonb_build_object('paymentId', p.id,
      'chainId', p.chain_id, 'txHash', p.tx_hash, 'confirmations', NEW.head_block - p.block_number + 1));
  END LOOP;
  RETURN NULL;
END
$$;
CREATE TRIGGER card_events_head AFTER UPDATE OF head_block ON chain_cursors
  FOR EACH ROW WHEN (NEW.head_block IS NOT NULL AND NEW.head_block IS DISTINCT FROM OLD.head_block)
  EXECUTE FUNCTION card_events_on_head();

-- A deposit held for support on a card (unsupported token, inactive card...).
CREATE FUNCTION card_events_on_deposit_exception() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM card_event_emit(NEW.card_id, 'deposit.held', jsonb_build_object('exceptionId', NEW.id,
    'reason', NEW.reason, 'chainId', NEW.chain_id, 'txHash', NEW.tx_hash));
  RETURN NULL;
END
$$;
CREATE TRIGGER card_events_deposit_exception AFTER INSERT ON deposit_exceptions
  FOR EACH ROW WHEN (NEW.card_id IS NOT NULL) EXECUTE FUNCTION card_events_on_deposit_exception();

-- The ledger: a settlement into the balance, a refund of a purchase.
CREATE FUNCTION card_events_on_ledger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM card_event_emit(NEW.card_id, CASE NEW.kind WHEN 'settlement' THEN 'card.settled'
    ELSE 'purchase.refunded' END, jsonb_build_object('amountMicro', NEW.balance_delta::text));
  RETURN NULL;
END
$$;
CREATE TRIGGER card_events_ledger AFTER INSERT ON card_ledger
  FOR EACH ROW WHEN (NEW.kind IN ('settlement', 'refund')) EXECUTE FUNCTION card_events_on_ledger();

-- Purchases: authorized, declined, cleared (captured), released (reversed).
CREATE FUNCTION card_events_on_authorization() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM card_event_emit(NEW.card_id, CASE NEW.status WHEN 'approved' THEN 'purchase.authorized'
      WHEN 'declined' THEN 'purchase.declined' WHEN 'captured' THEN 'purchase.cleared'
      ELSE 'purchase.released' END,
    jsonb_build_object('authorizationId', NEW.id, 'direction', NEW.direction,
      'amountMicro', coalesce(NEW.captured_micro, NEW.amount_micro)::text, 'currency', NEW.currency,
      'merchantName', NEW.merchant_name, 'declineReason', NEW.decline_reason));
  RETURN NULL;
END
$$;
CREATE TRIGGER card_events_authorization_insert AFTER INSERT ON card_authorizations
  FOR EACH ROW WHEN (NEW.status <> 'challenge') EXECUTE FUNCTION card_events_on_authorization();
CREATE TRIGGER card_events_authorization_update AFTER UPDATE OF status ON card_authorizations
  FOR EACH ROW WHEN (NEW.status IS DISTINCT FROM OLD.status AND NEW.status <> 'challenge')
  EXECUTE FUNCTION card_events_on_authorization();

-- 3DS challenges: opened (pending), closed (approved or declined, by the owner or by expiry).
CREATE FUNCTION card_events_on_challenge() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM card_event_emit(NEW.card_id, CASE NEW.status WHEN 'pending' THEN 'challenge.opened'
    ELSE 'challenge.closed' END, jsonb_build_object('challengeId', NEW.id, 'status', NEW.status));
  RETURN NULL;
END
$$;
CREATE TRIGGER card_events_challenge_insert AFTER INSERT ON card_challenges
  FOR EACH ROW EXECUTE FUNCTION card_events_on_challenge();
CREATE TRIGGER card_events_challenge_update AFTER UPDATE OF status ON card_challenges
  FOR EACH ROW WHEN (NEW.status IS DISTINCT FROM OLD.status) EXECUTE FUNCTION card_events_on_challenge();

-- The card's state: status or who locked it.
CREATE FUNCTION card_events_on_card() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM card_event_emit(NEW.id, 'card.state',
    jsonb_build_object('status', NEW.status, 'lockReason', NEW.lock_reason));
  RETURN NULL;
END
$$;
CREATE TRIGGER card_events_card_update AFTER UPDATE OF status, lock_reason ON cards
  FOR EACH ROW WHEN (NEW.status IS DISTINCT FROM OLD.status OR NEW.lock_reason IS DISTINCT FROM OLD.lock_reason)
  EXECUTE FUNCTION card_events_on_card();
