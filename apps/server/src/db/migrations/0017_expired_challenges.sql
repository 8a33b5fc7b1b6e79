-- Sandbox 3DS challenges whose code expired unanswered are declined by a sweep: it finds them on this index
-- (only purchases still waiting for their answer are in it, so the sweep costs what is waiting, not the table).
CREATE INDEX card_authorizations_challenge_expiry_idx ON card_authorizations (otp_expires_at)
  WHERE status = 'challenge';
