-- Credited top-ups per card (order amounts) and per owner (an invitation code's volume bonus, read by every
-- GET /user/invitation and every activation): without this index both read the card's whole ledger, and
-- the owner's sum scanned every card_ledger row of every user. The few topup_credit rows of a card, with the
-- amount in the index.
CREATE INDEX card_ledger_topup_credit_idx ON card_ledger (card_id) INCLUDE (pending_delta) WHERE kind = 'topup_credit';
