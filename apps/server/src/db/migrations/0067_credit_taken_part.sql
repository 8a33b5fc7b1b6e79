-- What of a credit left the card on its owner's request (moved to another card, refunded) is kept apart from
-- what a reorg took back: both are no longer pending (`reversed_micro` still counts both, so every query of
-- what is open stays as it was), but only a reorg makes a top-up "reversed" in the history; a top-up partly
-- moved or refunded is a credit of what stayed, next to a row of what left.
ALTER TABLE card_credits ADD COLUMN taken_micro bigint NOT NULL DEFAULT 0;
ALTER TABLE card_credits ADD CONSTRAINT card_credits_taken_part
  CHECK (taken_micro >= 0 AND taken_micro <= reversed_micro);

-- Until now a reorg's reversal was the only other way out: its own row (`reorg_reversal:<credit>`) says how
-- much it took, so the rest of what was reversed was taken.
UPDATE card_credits c
SET taken_micro = c.reversed_micro - coalesce(
  (SELECT -l.pending_delta FROM card_ledger l WHERE l.ref = 'reorg_reversal:' || c.ref), 0)
WHERE c.reversed_micro > 0;
