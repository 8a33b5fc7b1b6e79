-- Issue 27: a transaction whose figures at the issuer (its settled amount, what it still holds) differ from
-- the ledger's after reconciliation applied it is one 'issuer_mismatch' exception for an operator. Every reason
-- allowed before (0035) stays allowed. Numbered after 0035: that migration recreates this CHECK, so one
-- numbered before it would be undone on a new database.
ALTER TABLE deposit_exceptions DROP CONSTRAINT IF EXISTS deposit_exceptions_reason_known;
ALTER TABLE deposit_exceptions ADD CONSTRAINT deposit_exceptions_reason_known CHECK (reason IN ('card_inactive',
  'unsupported_token', 'below_minimum_stale', 'reorg_shortfall', 'rejected_report', 'issuer_unhandled',
  'excess_refund', 'issuer_mismatch'));
