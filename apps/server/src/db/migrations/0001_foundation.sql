-- Foundation: users, sign-in nonces and sessions. Addresses are stored lowercase.
CREATE TABLE users (
  address text PRIMARY KEY,
  state text NOT NULL DEFAULT 'normal',
  active boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  CONSTRAINT users_address_lowercase CHECK (address ~ '^0x[0-9a-f]{40}$'),
  CONSTRAINT users_state_known CHECK (state IN ('normal', 'blacklist', 'blocked'))
);

CREATE TABLE nonces (
  nonce text PRIMARY KEY,
  address text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX nonces_expires_at_idx ON nonces (expires_at);

CREATE TABLE sessions (
  id text PRIMARY KEY,
  address text NOT NULL REFERENCES users (address),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked boolean NOT NULL DEFAULT false
);
CREATE INDEX sessions_address_idx ON sessions (address);
CREATE INDEX sessions_expires_at_idx ON sessions (expires_at);
