-- Block hashes the watcher keeps as it scans (issue 26): one per 256 blocks, from the block bodies it already
-- reads (no extra RPC call), thinned to one per 65,536 blocks beyond the newest 65,536. When the hash of the
-- block before the cursor is gone (a reorg), the watcher bisects these against the canonical chain to find
-- the fork point, however deep, rewinds its cursor there and re-checks every credit from there on.
CREATE TABLE chain_checkpoints (
  chain_id integer NOT NULL,
  block_number bigint NOT NULL CHECK (block_number >= 0),
  block_hash text NOT NULL,
  PRIMARY KEY (chain_id, block_number)
);
