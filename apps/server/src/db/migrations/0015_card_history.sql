-- The card history (issue 21): one row per purchase and one per credit, newest first. Each side is read
-- newest first on an index of its own and merged, so a page costs its size, not the card's whole history.
CREATE INDEX card_authorizations_card_at_idx ON card_authorizations (card_id, created_at, seq);
-- The ledger movements that are rows of their own (domain HISTORY_LEDGER_KINDS); settlements and purchase
-- debits, the bulk of the ledger, are folded into their credit's or purchase's row.
CREATE INDEX card_ledger_history_idx ON card_ledger (card_id, created_at, id)
  WHERE kind IN ('topup_credit', 'redeem', 'exception_credit', 'refund', 'adjustment', 'reversal');
-- What was refunded of a purchase, summed per authorization.
CREATE INDEX card_transactions_refund_idx ON card_transactions (authorization_id)
  WHERE type = 'refund';
