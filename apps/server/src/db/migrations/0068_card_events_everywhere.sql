-- Every change a page shows reaches the live stream, so no page needs a reload: the card's money moving other
-- than by a settlement or a refund (a dispute's credit or its reversal, a redemption, an operator's credit or
-- adjustment, a correction, a refund taken back, money moved between the owner's cards: `card.ledger`), a wallet
-- token added or changed (`wallet.changed`; `wallet.active` stays the notification), and the owner's rewards or
-- free cards changing (`rewards.changed`, `cards.earned`). The last two belong to the owner, not to one card:
-- they are recorded under the owner's newest card (card_events keeps a card per row), and an owner without a
-- card records nothing (no page of theirs shows them yet). None of them is pushed or mailed.
ALTER TABLE card_events DROP CONSTRAINT card_events_kind_known;
ALTER TABLE card_events ADD CONSTRAINT card_events_kind_known CHECK (kind IN ('deposit.seen', 'deposit.confirming',
  'deposit.credited', 'deposit.held', 'purchase.authorized', 'purchase.declined', 'purchase.cleared',
  'purchase.released', 'purchase.refunded', 'challenge.opened', 'challenge.closed', 'card.state', 'card.settled',
  'wallet.code', 'wallet.active', 'withdrawal.requested', 'withdrawal.sending', 'withdrawal.paid',
  'withdrawal.failed', 'card.ledger', 'wallet.changed', 'rewards.changed', 'cards.earned'));

CREATE FUNCTION card_events_on_other_ledger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM card_event_emit(NEW.card_id, 'card.ledger', jsonb_build_object('ledgerKind', NEW.kind,
    'amountMicro', NEW.balance_delta::text, 'pendingMicro', NEW.pending_delta::text));
  RETURN NULL;
END
$$;
CREATE TRIGGER card_events_other_ledger AFTER INSERT ON card_ledger
  FOR EACH ROW WHEN (NEW.kind IN ('dispute', 'redeem', 'exception_credit', 'adjustment', 'correction',
    'return_reversal', 'reversal'))
  EXECUTE FUNCTION card_events_on_other_ledger();

CREATE FUNCTION card_events_on_wallet_token() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM card_event_emit(NEW.card_id, 'wallet.changed',
    jsonb_build_object('walletTokenId', NEW.id, 'status', NEW.status));
  RETURN NULL;
END
$$;
CREATE TRIGGER card_events_wallet_token_insert AFTER INSERT ON card_wallet_tokens
  FOR EACH ROW EXECUTE FUNCTION card_events_on_wallet_token();
CREATE TRIGGER card_events_wallet_token_update AFTER UPDATE OF status ON card_wallet_tokens
  FOR EACH ROW WHEN (NEW.status IS DISTINCT FROM OLD.status) EXECUTE FUNCTION card_events_on_wallet_token();

-- An event of the owner rather than of one card, under their newest card.
CREATE FUNCTION owner_event_emit(p_owner text, p_kind text, p_payload jsonb) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_card text;
BEGIN
  SELECT c.id INTO v_card FROM cards c WHERE c.owner_address = p_owner
    ORDER BY c.created_at DESC, c.id DESC LIMIT 1;
  IF v_card IS NOT NULL THEN
    PERFORM card_event_emit(v_card, p_kind, p_payload);
  END IF;
END
$$;

CREATE FUNCTION card_events_on_reward() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM owner_event_emit(NEW.address, 'rewards.changed',
    jsonb_build_object('rewardType', NEW.type, 'amountMicro', NEW.amount_micro::text));
  RETURN NULL;
END
$$;
CREATE TRIGGER card_events_reward_insert AFTER INSERT ON reward_records
  FOR EACH ROW EXECUTE FUNCTION card_events_on_reward();

CREATE FUNCTION card_events_on_allowance() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM owner_event_emit(NEW.address, 'cards.earned',
    jsonb_build_object('cardAllowance', NEW.card_allowance));
  RETURN NULL;
END
$$;
CREATE TRIGGER card_events_allowance_update AFTER UPDATE OF card_allowance ON user_activations
  FOR EACH ROW WHEN (NEW.card_allowance > OLD.card_allowance) EXECUTE FUNCTION card_events_on_allowance();
