-- Issue 31: money over a card's maximum has a way out. Its owner may ask for it back: the amount leaves the
-- pending top-up at once and waits as an 'excess_refund' exception (no transfer of its own: a USD amount) until an
-- operator sends it back ('refunded') or puts it back on the card ('credit').
ALTER TABLE deposit_exceptions DROP CONSTRAINT IF EXISTS deposit_exceptions_reason_known;
ALTER TABLE deposit_exceptions ADD CONSTRAINT deposit_exceptions_reason_known CHECK (reason IN ('card_inactive',
  'unsupported_token', 'below_minimum_stale', 'reorg_shortfall', 'rejected_report', 'issuer_unhandled', 'excess_refund'));
