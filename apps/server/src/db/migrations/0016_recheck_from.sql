-- A reorg deeper than finality found by the cursor (issue 18): final credits from this block on are re-checked
-- against the canonical chain until a pass has compared them all. Kept here rather than in the one pass that
-- found the reorg, so a pass that fails before its recheck (an RPC error, a rate limit) does not lose it.
ALTER TABLE chain_cursors ADD COLUMN recheck_from bigint;
