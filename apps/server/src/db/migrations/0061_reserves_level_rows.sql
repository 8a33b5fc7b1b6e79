-- A level of a reserves tree is stored as rows of consecutive nodes, each starting at node `start`, instead of
-- one value: a tree of millions of owners is written a few hundred KB at a time (never one value of tens of MB
-- held twice by the driver), and a proof still slices each sibling out of the one row that holds it.
-- Snapshots stored before are one row a level, at start 0.
ALTER TABLE reserves_snapshot_levels ADD COLUMN start integer NOT NULL DEFAULT 0;
ALTER TABLE reserves_snapshot_levels DROP CONSTRAINT reserves_snapshot_levels_pkey;
ALTER TABLE reserves_snapshot_levels ADD PRIMARY KEY (snapshot_id, height, start);
ALTER TABLE reserves_snapshot_levels ADD CONSTRAINT reserves_snapshot_levels_start_nonnegative CHECK (start >= 0);
