-- Each day's settlement with the card issuer, kept: what the issuer says it settled that day (Lithic's
-- settlement report; the sandbox issuer's own record of the events it sent), set against the ledger rows of
-- the same events, and what the program must fund: the settled net plus what is authorized and not settled
-- yet (open debit holds), against the program's balance at the issuer when it was read.
CREATE TABLE issuer_settlements (
  source text NOT NULL,
  day date NOT NULL,
  -- requested: the issuer said the day's report changed, the next round compares it; unavailable: the issuer
  -- has no report for the day (Lithic answers 4xx: none yet, or its sandbox environment, which has none).
  status text NOT NULL CONSTRAINT issuer_settlements_status_known
    CHECK (status IN ('requested', 'done', 'differs', 'unavailable', 'failed')),
  -- The issuer says every figure of the day is in (Lithic's is_complete); null when unknown.
  complete boolean,
  -- Money in micro-USD, positive: owed by the program. The settled net includes interchange and fees; the
  -- gross is the settled card transactions alone, the figure the ledger's rows of the same events should equal.
  settled_net_micro bigint NOT NULL DEFAULT 0,
  settled_gross_micro bigint NOT NULL DEFAULT 0,
  ledger_net_micro bigint NOT NULL DEFAULT 0,
  details integer NOT NULL DEFAULT 0,
  events integer NOT NULL DEFAULT 0,
  differences integer NOT NULL DEFAULT 0,
  new_exceptions integer NOT NULL DEFAULT 0,
  open_holds_micro bigint NOT NULL DEFAULT 0,
  funding_need_micro bigint NOT NULL DEFAULT 0,
  -- The program's balance at the issuer and when it was read; null when it could not be read.
  program_balance_micro bigint,
  balance_read_at timestamptz,
  error text,
  runs integer NOT NULL DEFAULT 0,
  requested_at timestamptz,
  started_at timestamptz,
  finished_at timestamptz,
  PRIMARY KEY (source, day)
);
