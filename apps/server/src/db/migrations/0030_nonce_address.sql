-- Issue 28: a sign-in address keeps at most a few unused nonces (issuing one drops the oldest beyond them),
-- found by address, oldest by `seq` (issue order: several nonces can share a timestamp).
ALTER TABLE nonces ADD COLUMN seq bigint GENERATED ALWAYS AS IDENTITY;
CREATE INDEX nonces_address_seq_idx ON nonces (address, seq);
