-- Disputes filed through Lithic's Chargebacks API: the owner sends the evidence a case asks for, and the program
-- itself owes the provisional credit Regulation E requires of a dispute still open 10 business days after it was
-- filed (Lithic's Managed Disputes grant theirs through their own events).

-- Each piece of evidence sent for a dispute: what it was (never its content), where it got to at the issuer.
-- Its rows are also the owner's budget of issuer calls (counted per owner over a day).
CREATE TABLE dispute_evidence (
  id text PRIMARY KEY,
  dispute_id text NOT NULL REFERENCES card_disputes (id),
  card_id text NOT NULL REFERENCES cards (id),
  owner_address text NOT NULL,
  kind text NOT NULL,
  filename text NOT NULL,
  content_type text NOT NULL,
  size_bytes integer NOT NULL,
  -- The issuer's id of the evidence; null until the issuer answered.
  issuer_token text,
  status text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CONSTRAINT dispute_evidence_kind_known CHECK (kind IN ('file', 'note')),
  CONSTRAINT dispute_evidence_status_known CHECK (status IN ('sending', 'sent', 'failed')),
  CONSTRAINT dispute_evidence_size_positive CHECK (size_bytes > 0)
);
CREATE INDEX dispute_evidence_dispute_idx ON dispute_evidence (dispute_id, created_at);
CREATE INDEX dispute_evidence_owner_idx ON dispute_evidence (owner_address, created_at);

-- Who grants a dispute's provisional credit: the issuer (its updates state it) or the program (Chargebacks API
-- disputes: the provisional-credit sweep). `provisional_micro` is the program's grant while the case is open
-- (part of `credited_micro`, never more); `provisional_decided_at` is when the sweep credited it or raised it
-- for an operator, so it decides once.
ALTER TABLE card_disputes ADD COLUMN provisional_credit_by text NOT NULL DEFAULT 'issuer';
ALTER TABLE card_disputes ADD COLUMN provisional_micro bigint NOT NULL DEFAULT 0;
ALTER TABLE card_disputes ADD COLUMN provisional_decided_at timestamptz;
ALTER TABLE card_disputes ADD CONSTRAINT card_disputes_provisional_by_known
  CHECK (provisional_credit_by IN ('issuer', 'program'));
ALTER TABLE card_disputes ADD CONSTRAINT card_disputes_provisional_bounded
  CHECK (provisional_micro >= 0 AND provisional_micro <= amount_micro);

-- A provisional credit due that the program leaves to an operator (DISPUTE_PROVISIONAL_CREDIT=operator).
ALTER TABLE deposit_exceptions DROP CONSTRAINT IF EXISTS deposit_exceptions_reason_known;
ALTER TABLE deposit_exceptions ADD CONSTRAINT deposit_exceptions_reason_known CHECK (reason IN ('card_inactive',
  'unsupported_token', 'below_minimum_stale', 'reorg_shortfall', 'rejected_report', 'issuer_unhandled',
  'excess_refund', 'issuer_mismatch', 'dispute_provisional_credit'));
