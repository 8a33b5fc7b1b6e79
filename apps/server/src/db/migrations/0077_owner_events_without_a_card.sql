-- The owner's own events (`rewards.changed`, `cards.earned`) were recorded under the owner's newest card, so an
-- owner without a card yet (a free card earned through a referral before ordering, a reward) heard of neither.
-- They are now rows of the owner with no card (card_id NULL), in the same table and the same id sequence as the
-- card events: the stream reads an owner's rows by owner and id, so a resume by Last-Event-ID replays both kinds
-- in one order, the hub delivers them by owner as before, and the card-events job prunes them by age with the
-- rest. Only these kinds may lack a card (a card event's push and mail name its card). Rows written before stay
-- under the card they named.
ALTER TABLE card_events ALTER COLUMN card_id DROP NOT NULL;
ALTER TABLE card_events ADD CONSTRAINT card_events_card_unless_owner_event
  CHECK (card_id IS NOT NULL OR kind IN ('rewards.changed', 'cards.earned'));

CREATE OR REPLACE FUNCTION owner_event_emit(p_owner text, p_kind text, p_payload jsonb) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
BEGIN
  INSERT INTO card_events (owner_address, card_id, kind, payload)
    VALUES (lower(p_owner), NULL, p_kind, p_payload)
    RETURNING id INTO v_id;
  PERFORM pg_notify('chaincard_events', current_schema() || ':' || v_id::text);
END
$$;
