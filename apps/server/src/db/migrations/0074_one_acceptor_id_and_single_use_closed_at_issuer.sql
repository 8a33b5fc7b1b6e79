-- One column for the acquirer's merchant id of a purchase: `acceptor_id` (0058, from the authorization request)
-- now takes what a clearing names, and 3DS "paid this merchant before" reads it; `merchant_acceptor_id` (0059,
-- the clearing's copy) goes. The merchant lock keeps its own copy in card_controls.
UPDATE card_authorizations SET acceptor_id = merchant_acceptor_id WHERE merchant_acceptor_id IS NOT NULL;
DROP INDEX IF EXISTS card_authorizations_cleared_acceptor_idx;
ALTER TABLE card_authorizations DROP COLUMN merchant_acceptor_id;
CREATE INDEX card_authorizations_cleared_acceptor_idx ON card_authorizations (card_id, acceptor_id)
  WHERE acceptor_id IS NOT NULL AND captured_micro > 0;

-- A spent `single_use` card is closed here when its purchase clears (it expires); the card issuer is asked to
-- close it too, so the network declines it even when our decision is not reached. When the issuer took it.
ALTER TABLE card_controls ADD COLUMN closed_at_issuer_at timestamptz;
