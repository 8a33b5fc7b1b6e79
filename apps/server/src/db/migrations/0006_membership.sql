-- Membership (DESIGN "Cards, issuer, users"): a user's level for a calendar month comes from the settled
-- top-up volume (card_ledger 'settlement' rows) of the month before. The monthly job freezes it here.
-- PRIMARY KEY (address, month): one level per user and month; a second run inserts nothing.
CREATE TABLE membership_levels (
  address text NOT NULL REFERENCES users (address),
  -- First day (UTC) of the month the level applies to.
  month date NOT NULL,
  level integer NOT NULL,
  -- Settled top-up volume of the previous month, micro-USD.
  volume_micro bigint NOT NULL,
  computed_at timestamptz NOT NULL,
  PRIMARY KEY (address, month),
  CONSTRAINT membership_levels_level_known CHECK (level >= 0),
  CONSTRAINT membership_levels_volume_positive CHECK (volume_micro >= 0)
);

-- One row per month whose levels were computed: the job claims the month here, so concurrent or repeated
-- runs compute it once.
CREATE TABLE membership_runs (
  month date PRIMARY KEY,
  users integer NOT NULL,
  computed_at timestamptz NOT NULL
);

-- Monthly volume: settlement rows of a month, without scanning every card's whole ledger.
CREATE INDEX card_ledger_settlement_at_idx ON card_ledger (created_at) WHERE kind = 'settlement';
