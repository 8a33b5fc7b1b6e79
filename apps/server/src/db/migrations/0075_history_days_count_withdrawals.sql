-- The history's day sums (0069) count the rows the history shows (historyRows.ts `ownLedgerRow`, the same
-- conditions): a withdrawal and its return are rows of their own, and so is money that left a pending top-up on
-- its owner's request (an adjustment of the pending top-up alone, which changes no balance). Withdrawals written
-- before this migration are added to their days.
CREATE OR REPLACE FUNCTION card_history_is_ledger_row(l card_ledger) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT coalesce(l.kind IN ('topup_credit', 'redeem', 'exception_credit', 'refund', 'adjustment', 'reversal',
      'return_reversal', 'correction', 'dispute', 'withdrawal', 'withdrawal_return')
    AND (l.kind <> 'reversal' OR l.meta->>'authorizationId' IS NULL)
    AND (l.kind <> 'refund' OR l.meta->>'authorizationId' IS NULL OR coalesce((SELECT ca.direction
      FROM card_authorizations ca WHERE ca.id = l.meta->>'authorizationId'), 'debit') <> 'credit')
    AND (l.kind <> 'reversal' OR l.ref NOT LIKE 'auth:%')
    AND (l.kind <> 'adjustment' OR l.balance_delta <> 0 OR l.pending_delta < 0), false)
$$;

INSERT INTO card_history_days AS d (card_id, day, change_micro)
SELECT l.card_id, card_history_day(l.created_at), sum(l.balance_delta)
FROM card_ledger l WHERE l.kind IN ('withdrawal', 'withdrawal_return')
GROUP BY l.card_id, card_history_day(l.created_at)
HAVING sum(l.balance_delta) <> 0
ON CONFLICT (card_id, day) DO UPDATE SET change_micro = d.change_micro + EXCLUDED.change_micro;
