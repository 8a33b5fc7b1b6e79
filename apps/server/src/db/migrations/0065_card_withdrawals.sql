-- Withdrawing a card's balance to the owner's wallet. The amount and the fee leave the card at once (a
-- `withdrawal` ledger row under the card's lock, in the request's transaction) into a withdrawal an operator
-- pays out in the chain's stablecoin; the payout transaction is verified on chain before it is marked paid. A
-- failed withdrawal gives the money back once (a `withdrawal_return` row, UNIQUE ref). The nonce of the wallet's
-- fresh signature is unique: one signed request, one withdrawal.
CREATE TABLE card_withdrawals (
  id uuid PRIMARY KEY,
  card_id text NOT NULL REFERENCES cards (id),
  owner_address text NOT NULL,
  amount_micro bigint NOT NULL,
  fee_micro bigint NOT NULL,
  chain_id integer NOT NULL,
  token_address text NOT NULL,
  token_symbol text NOT NULL,
  token_decimals integer NOT NULL,
  token_amount numeric(78, 0) NOT NULL,
  recipient text NOT NULL,
  status text NOT NULL DEFAULT 'requested',
  nonce text NOT NULL,
  payout_tx text,
  failure text,
  created_at timestamptz NOT NULL,
  closed_at timestamptz,
  CONSTRAINT card_withdrawals_amount_positive CHECK (amount_micro > 0 AND fee_micro >= 0 AND token_amount > 0),
  CONSTRAINT card_withdrawals_status_known CHECK (status IN ('requested', 'sending', 'paid', 'failed')),
  CONSTRAINT card_withdrawals_paid_has_tx CHECK (status NOT IN ('sending', 'paid') OR payout_tx IS NOT NULL),
  CONSTRAINT card_withdrawals_closed CHECK ((status IN ('paid', 'failed')) = (closed_at IS NOT NULL)),
  CONSTRAINT card_withdrawals_nonce_unique UNIQUE (nonce)
);
CREATE UNIQUE INDEX card_withdrawals_payout_tx_idx ON card_withdrawals (chain_id, payout_tx)
  WHERE payout_tx IS NOT NULL;
CREATE INDEX card_withdrawals_card_idx ON card_withdrawals (card_id, created_at DESC);
CREATE INDEX card_withdrawals_owner_idx ON card_withdrawals (owner_address, created_at);
CREATE INDEX card_withdrawals_open_idx ON card_withdrawals (created_at) WHERE status IN ('requested', 'sending');

ALTER TABLE card_ledger DROP CONSTRAINT IF EXISTS card_ledger_kind_known;
ALTER TABLE card_ledger ADD CONSTRAINT card_ledger_kind_known CHECK (kind IN ('topup_credit', 'settlement',
  'purchase', 'reversal', 'redeem', 'adjustment', 'reorg_reversal', 'exception_credit', 'refund',
  'return_reversal', 'correction', 'dispute', 'withdrawal', 'withdrawal_return'));

-- A withdrawal's changes are card events (the owner's page follows them live): asked, payout sent, paid, failed.
ALTER TABLE card_events DROP CONSTRAINT card_events_kind_known;
ALTER TABLE card_events ADD CONSTRAINT card_events_kind_known CHECK (kind IN ('deposit.seen', 'deposit.confirming',
  'deposit.credited', 'deposit.held', 'purchase.authorized', 'purchase.declined', 'purchase.cleared',
  'purchase.released', 'purchase.refunded', 'challenge.opened', 'challenge.closed', 'card.state', 'card.settled',
  'wallet.code', 'wallet.active', 'withdrawal.requested', 'withdrawal.sending', 'withdrawal.paid',
  'withdrawal.failed'));

CREATE FUNCTION card_events_on_withdrawal() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM card_event_emit(NEW.card_id, 'withdrawal.' || NEW.status, jsonb_build_object(
    'withdrawalId', NEW.id::text, 'status', NEW.status, 'amountMicro', NEW.amount_micro::text,
    'chainId', NEW.chain_id, 'txHash', NEW.payout_tx));
  RETURN NULL;
END
$$;
CREATE TRIGGER card_events_withdrawal_insert AFTER INSERT ON card_withdrawals
  FOR EACH ROW EXECUTE FUNCTION card_events_on_withdrawal();
CREATE TRIGGER card_events_withdrawal_update AFTER UPDATE OF status ON card_withdrawals
  FOR EACH ROW WHEN (NEW.status IS DISTINCT FROM OLD.status) EXECUTE FUNCTION card_events_on_withdrawal();

-- A withdrawal and its return are rows of the card history: the history's ledger side reads this partial index,
-- whose kinds must be the domain's HISTORY_LEDGER_KINDS exactly (the planner uses it only for the same list).
DROP INDEX IF EXISTS card_ledger_history_idx;
CREATE INDEX card_ledger_history_idx ON card_ledger (card_id, created_at, id)
  WHERE kind IN ('topup_credit', 'redeem', 'exception_credit', 'refund', 'adjustment', 'reversal',
    'return_reversal', 'correction', 'dispute', 'withdrawal', 'withdrawal_return');
