-- Invitations: codes, who activated with which code, the free-card allowance, contact info kept per user.
-- Codes are stored upper-case (input is trimmed and upper-cased before any lookup).
CREATE TABLE invitation_codes (
  code text PRIMARY KEY,
  -- null: a root code (sandbox SANDBOX_INVITE_CODE, operator-made); else the user whose own code it is.
  owner_address text REFERENCES users (address),
  -- null: unlimited. Uses are taken with one conditional UPDATE (uses_count < limit), never read-then-write.
  uses_limit integer,
  uses_count integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  CONSTRAINT invitation_codes_code_format CHECK (code ~ '^[A-Z0-9]{1,32}$'),
  CONSTRAINT invitation_codes_uses_nonnegative CHECK (uses_count >= 0 AND (uses_limit IS NULL OR uses_limit >= 0))
);
CREATE UNIQUE INDEX invitation_codes_owner_idx ON invitation_codes (owner_address) WHERE owner_address IS NOT NULL;

-- One row per activated user: the code used, free cards granted in total and taken so far.
CREATE TABLE user_activations (
  address text PRIMARY KEY REFERENCES users (address),
  code text NOT NULL REFERENCES invitation_codes (code),
  card_allowance integer NOT NULL,
  cards_taken integer NOT NULL DEFAULT 0,
  -- Set once, when this invitee's first top-up activated a card and the inviter got the referral reward.
  referral_rewarded_at timestamptz,
  activated_at timestamptz NOT NULL,
  CONSTRAINT user_activations_allowance CHECK (cards_taken >= 0 AND cards_taken <= card_allowance)
);
CREATE INDEX user_activations_code_idx ON user_activations (code);

-- Contact information given with a card application; a user who gave it skips the form next time.
CREATE TABLE user_contacts (
  address text PRIMARY KEY REFERENCES users (address),
  email text NOT NULL,
  calling_code text NOT NULL,
  phone_number text NOT NULL,
  display_name text NOT NULL,
  submitted_at timestamptz NOT NULL
);
