-- Issue 27: a card's lock keeps who set it. The issuer's own pause (Lithic `card.updated` PAUSED, its risk
-- team's) is 'issuer' (0011), an operator's lock is 'operator': neither is the owner's to lift, so the owner's
-- unlock refuses them; the issuer's OPEN lifts only the issuer's lock, the operator's unlock only its own.
ALTER TABLE cards DROP CONSTRAINT IF EXISTS cards_lock_reason_known;
ALTER TABLE cards ADD CONSTRAINT cards_lock_reason_known CHECK (lock_reason IS NULL OR lock_reason IN ('user',
  'negative_balance', 'issuer', 'operator'));
