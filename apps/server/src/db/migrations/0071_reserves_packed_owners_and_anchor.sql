-- Where each owner stands in a reserves tree, packed: a row per run of owners in ascending address order, each
-- owner 28 bytes (address 20, leaf0 and leaf1 4 each, big-endian), keyed by the run's first address. A
-- million owners are then some 16,000 rows of under 2 KB (stored inline, no index entry per owner) instead of
-- a million rows and index entries, which took longer to write than the tree itself; a proof still finds its
-- owner with one indexed lookup and a scan of one row.
CREATE TABLE reserves_snapshot_owner_rows (
  snapshot_id uuid NOT NULL REFERENCES reserves_snapshots (id) ON DELETE CASCADE,
  first_owner bytea NOT NULL,
  owners bytea NOT NULL,
  PRIMARY KEY (snapshot_id, first_owner),
  CONSTRAINT reserves_snapshot_owner_rows_whole CHECK (octet_length(owners) > 0 AND octet_length(owners) % 28 = 0),
  CONSTRAINT reserves_snapshot_owner_rows_first CHECK (substring(owners FROM 1 FOR 20) = first_owner)
);

INSERT INTO reserves_snapshot_owner_rows (snapshot_id, first_owner, owners)
SELECT snapshot_id, (array_agg(address ORDER BY address))[1],
  string_agg(address || int4send(leaf0) || int4send(leaf1), ''::bytea ORDER BY address)
FROM (
  SELECT snapshot_id, decode(substr(owner_address, 3), 'hex') AS address, leaf0, leaf1,
    (row_number() OVER (PARTITION BY snapshot_id ORDER BY owner_address COLLATE "C") - 1) / 64 AS run
  FROM reserves_snapshot_owners
) AS o
GROUP BY snapshot_id, run;

DROP TABLE reserves_snapshot_owners;

-- The signed text published in a transaction's calldata (RESERVES_ANCHOR_CHAIN): on which chain, in which
-- transaction. Null when no anchor chain is set, or while the transaction is not sent yet.
ALTER TABLE reserves_snapshots ADD COLUMN anchor_chain_id integer;
ALTER TABLE reserves_snapshots ADD COLUMN anchor_tx text;
ALTER TABLE reserves_snapshots ADD CONSTRAINT reserves_snapshots_anchor_whole
  CHECK ((anchor_chain_id IS NULL) = (anchor_tx IS NULL));
