-- Reward records: the reward balance of a user is the sum of their records' amounts (micro-USD).
-- UNIQUE(ref): a reward (a rebate of one top-up, the referral of one invitee) is recorded once.
CREATE TABLE reward_records (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  address text NOT NULL REFERENCES users (address),
  type text NOT NULL,
  amount_micro bigint NOT NULL,
  ref text NOT NULL UNIQUE,
  meta jsonb,
  created_at timestamptz NOT NULL,
  CONSTRAINT reward_records_type_known CHECK (type IN ('rebate', 'referral', 'redeem', 'adjustment'))
);
CREATE INDEX reward_records_address_idx ON reward_records (address, created_at, id);
