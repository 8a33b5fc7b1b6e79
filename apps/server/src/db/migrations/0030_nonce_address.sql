-- Issue 28: a sign-in address keeps at most a few unused nonces (issuing one drops the oldest beyond them),
-- found by address.
CREATE INDEX nonces_address_created_at_idx ON nonces (address, created_at);
