-- Issue 27: the ledger is compared with the issuer's books every day. Each day's reconciliation (Lithic's
-- transactions created that UTC day, read back with its API and applied through the inbound handler) keeps
-- its result here: the last run's figures, how often it ran, and its error when it failed.
CREATE TABLE issuer_reconciliations (
  issuer text NOT NULL,
  day date NOT NULL,
  status text NOT NULL CONSTRAINT issuer_reconciliations_status_known CHECK (status IN ('done', 'failed')),
  -- The issuer's transactions of the day, those with events the webhooks had not brought (applied now), those
  -- whose figures still differ from ours after applying, and the exceptions this run recorded for the first time.
  transactions integer NOT NULL DEFAULT 0,
  missed integer NOT NULL DEFAULT 0,
  mismatches integer NOT NULL DEFAULT 0,
  new_exceptions integer NOT NULL DEFAULT 0,
  error text,
  runs integer NOT NULL DEFAULT 1,
  started_at timestamptz NOT NULL,
  finished_at timestamptz NOT NULL,
  PRIMARY KEY (issuer, day)
);

-- Until when the issuer was asked to resend the event deliveries that failed (Lithic's event subscription
-- `recover`): the next run asks from here, so a downtime of any length is covered once.
CREATE TABLE issuer_event_recoveries (
  issuer text PRIMARY KEY,
  recovered_until timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
