-- Card money the card network moved that the gateway could not apply (an issuer event of an unknown type, in a
-- foreign currency, with a negative amount or a result other than APPROVED) or that reconciliation found booked
-- differently: an operator books it by hand, `credit` or `debit` with an amount (one ledger row under the card's
-- lock). `debited` is the state of an exception booked off the card.
ALTER TABLE deposit_exceptions DROP CONSTRAINT deposit_exceptions_status_known;
ALTER TABLE deposit_exceptions ADD CONSTRAINT deposit_exceptions_status_known
  CHECK (status IN ('open', 'credited', 'debited', 'refunded', 'ignored'));
