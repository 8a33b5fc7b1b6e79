-- Proof of reserves: each snapshot states what the program owed (liabilities, as a Merkle-sum tree's root over
-- the owners) and what it held (the order currency on the receiving addresses at one block per chain, the
-- issuer's stated balance), signed by the attestation key. The secret is the key of the leaves' nonces: it
-- never leaves the server, or anyone could recompute a neighbour's leaf digest from a guessed balance.
CREATE TABLE reserves_snapshots (
  id uuid PRIMARY KEY,
  -- The order snapshots were stored in: two taken within one clock tick still have a latest.
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  taken_at timestamptz NOT NULL,
  root_digest bytea NOT NULL,
  total_micro bigint NOT NULL,
  leaf_count integer NOT NULL,
  -- {"<chainId>": block number}
  blocks jsonb NOT NULL,
  -- [{chainId, token, decimals, amount (base units, text), addresses}]
  reserves jsonb NOT NULL,
  -- The chain reserves in micro-USD (stablecoins 1:1, rounded down) plus the issuer's stated balance.
  reserves_micro bigint NOT NULL,
  issuer_balance_micro bigint,
  issuer_balance_source text,
  issuer_balance_at timestamptz,
  negative_micro bigint NOT NULL,
  signature text NOT NULL,
  signer text NOT NULL,
  secret bytea NOT NULL,
  CONSTRAINT reserves_snapshots_total_nonnegative CHECK (total_micro >= 0),
  CONSTRAINT reserves_snapshots_negative_nonnegative CHECK (negative_micro >= 0),
  CONSTRAINT reserves_snapshots_secret_size CHECK (octet_length(secret) = 32)
);
CREATE INDEX reserves_snapshots_taken_idx ON reserves_snapshots (taken_at DESC, seq DESC);

-- The tree, so a proof is answered from a few reads instead of a rebuild: one row per level (height 0 the
-- leaves), each node 40 bytes (digest, then value as 8 bytes big-endian) at offset 40 * position. Stored
-- uncompressed out of line (EXTERNAL), so substring() of a sibling reads only the pages that hold it.
CREATE TABLE reserves_snapshot_levels (
  snapshot_id uuid NOT NULL REFERENCES reserves_snapshots (id) ON DELETE CASCADE,
  height integer NOT NULL,
  nodes bytea NOT NULL,
  PRIMARY KEY (snapshot_id, height)
);
ALTER TABLE reserves_snapshot_levels ALTER COLUMN nodes SET STORAGE EXTERNAL;

-- Where each owner owed anything stands in the bottom level: their two leaves (part 0 and part 1).
CREATE TABLE reserves_snapshot_owners (
  snapshot_id uuid NOT NULL REFERENCES reserves_snapshots (id) ON DELETE CASCADE,
  owner_address text NOT NULL,
  leaf0 integer NOT NULL,
  leaf1 integer NOT NULL,
  PRIMARY KEY (snapshot_id, owner_address)
);
