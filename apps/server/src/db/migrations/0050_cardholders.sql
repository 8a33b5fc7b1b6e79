-- Issue 30, cardholder enrollment: when the program enrolls cardholders with the issuer (ISSUER_KYC), each
-- person is enrolled once, with their first application: their legal name as they write it, the name for the
-- card, their address, the cardholder terms' version and when they accepted them. A date of birth and
-- government id (KYC_BASIC) go to the issuer and are not kept. `status` mirrors the issuer's
-- (`account_holder.*` events): cards are issued on `issuer_token` (the issuer's account) once accepted.
-- `enrolling` is a filing the issuer has not answered yet.
CREATE TABLE cardholders (
  owner_address text PRIMARY KEY REFERENCES users (address),
  id uuid NOT NULL UNIQUE,
  issuer text NOT NULL,
  workflow text NOT NULL,
  -- The issuer's id of the account holder, and of the account cards are issued on.
  issuer_token text,
  account_token text,
  status text NOT NULL,
  status_reasons jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- What the issuer asks documents for: each entity's token and the document types it takes.
  required_documents jsonb NOT NULL DEFAULT '[]'::jsonb,
  first_name text NOT NULL,
  last_name text NOT NULL,
  card_name text NOT NULL,
  address jsonb NOT NULL,
  terms_version text NOT NULL,
  terms_accepted_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CONSTRAINT cardholders_issuer_token_unique UNIQUE (issuer, issuer_token),
  CONSTRAINT cardholders_status_known CHECK (status IN ('enrolling', 'accepted', 'pending_review',
    'pending_document', 'rejected')),
  CONSTRAINT cardholders_workflow_known CHECK (workflow IN ('exempt', 'basic', 'byo'))
);
