-- Old snapshots' trees are pruned (RESERVES_KEEP_TREES: only the latest keep their levels and owner rows, some
-- 170 MB a snapshot at a million owners); the header, root, total and signature stay forever. A proof of a
-- pruned snapshot is then refused as such, never answered as "no leaves of yours".
ALTER TABLE reserves_snapshots ADD COLUMN tree_pruned_at timestamptz;
