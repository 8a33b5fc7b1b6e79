-- The card history's running balance without reading the rows above a page. A history row's change to the
-- spendable balance (domain foldPurchase, foldLedgerEntry) moves after the row is written (a hold released, a
-- purchase cleared, a top-up settled), so a balance stored on the row would be stale; what is stored instead is
-- the sum of the changes of a card's rows per UTC day of their time, kept by the triggers below in the same
-- transaction as the write that moves it. A page keyed by its last row adds the days above the key's day and
-- the few rows of that day above the key (modules/cards/repo/historyRows.ts): a page far down costs what the
-- first one does.
-- No foreign key to cards: the sums are written by triggers inside statements that also update the card's row
-- (a hold placed and the card's held total in one statement), where the key check could not lock that row.
CREATE TABLE card_history_days (
  card_id text NOT NULL,
  day date NOT NULL,
  change_micro bigint NOT NULL,
  PRIMARY KEY (card_id, day)
);

-- The UTC day of a history row (the days' key). IMMUTABLE: the time zone is fixed.
CREATE FUNCTION card_history_day(at timestamptz) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT (at AT TIME ZONE 'UTC')::date
$$;

CREATE FUNCTION card_history_add(p_card text, p_at timestamptz, p_change bigint) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF p_change <> 0 THEN
    INSERT INTO card_history_days AS d (card_id, day, change_micro)
    VALUES (p_card, card_history_day(p_at), p_change)
    ON CONFLICT (card_id, day) DO UPDATE SET change_micro = d.change_micro + EXCLUDED.change_micro;
  END IF;
END
$$;

-- A purchase's change (foldPurchase): a debit takes what cleared and what its hold still reserves; a credit
-- authorization adds what of it cleared (its refunds), none when declined.
CREATE FUNCTION card_history_purchase_change(p_id text, p_direction text, p_status text, p_captured bigint)
RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT (CASE WHEN p_direction = 'credit' THEN
      CASE WHEN p_status = 'declined' THEN 0 ELSE coalesce((SELECT sum(t.amount_micro) FROM card_transactions t
        WHERE t.authorization_id = p_id AND t.type = 'refund'), 0) END
    ELSE -coalesce(p_captured, 0) - coalesce((SELECT h.amount_micro FROM card_holds h
      WHERE h.ref = 'auth:' || p_id AND h.status = 'open'), 0)
  END)::bigint
$$;

-- A ledger row that is a history row of its own (historyRows.ts `ownLedgerRow`, the same conditions).
CREATE FUNCTION card_history_is_ledger_row(l card_ledger) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT coalesce(l.kind IN ('topup_credit', 'redeem', 'exception_credit', 'refund', 'adjustment', 'reversal',
      'return_reversal', 'correction', 'dispute')
    AND (l.kind <> 'reversal' OR l.meta->>'authorizationId' IS NULL)
    AND (l.kind <> 'refund' OR l.meta->>'authorizationId' IS NULL OR coalesce((SELECT ca.direction
      FROM card_authorizations ca WHERE ca.id = l.meta->>'authorizationId'), 'debit') <> 'credit')
    AND (l.kind <> 'reversal' OR l.ref NOT LIKE 'auth:%')
    AND (l.kind <> 'adjustment' OR l.balance_delta <> 0), false)
$$;

-- A ledger row's change (foldLedgerEntry): a credit adds what of it has settled, anything else its balance delta.
CREATE FUNCTION card_history_ledger_change(l card_ledger) RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT (CASE WHEN l.pending_delta > 0
    THEN coalesce((SELECT c.settled_micro FROM card_credits c WHERE c.ref = l.ref), 0)
    ELSE l.balance_delta END)::bigint
$$;

-- What each purchase and each credit has put in its day so far, so that any write that moves one recounts it
-- against what is already counted: a hold and its authorization written in one statement (a data-modifying CTE,
-- whose triggers see each other's rows) are then counted once, whichever trigger sees what.
ALTER TABLE card_authorizations ADD COLUMN history_change_micro bigint NOT NULL DEFAULT 0;
ALTER TABLE card_credits ADD COLUMN history_settled_micro bigint NOT NULL DEFAULT 0;

-- Every history there is, counted and summed by day, before the triggers below keep them from here on.
UPDATE card_authorizations
  SET history_change_micro = card_history_purchase_change(id, direction, status, captured_micro)
  WHERE card_history_purchase_change(id, direction, status, captured_micro) <> 0;
UPDATE card_credits c SET history_settled_micro = c.settled_micro
  FROM card_ledger l WHERE l.ref = c.ref AND l.pending_delta > 0 AND card_history_is_ledger_row(l)
    AND c.settled_micro <> 0;
INSERT INTO card_history_days (card_id, day, change_micro)
SELECT card_id, day, sum(change) FROM (
  SELECT a.card_id, card_history_day(a.created_at) AS day, a.history_change_micro AS change
  FROM card_authorizations a WHERE a.history_change_micro <> 0
  UNION ALL
  SELECT l.card_id, card_history_day(l.created_at),
    CASE WHEN l.pending_delta > 0 THEN coalesce(c.history_settled_micro, 0) ELSE l.balance_delta END
  FROM card_ledger l LEFT JOIN card_credits c ON c.ref = l.ref WHERE card_history_is_ledger_row(l)
) AS changes
GROUP BY card_id, day
HAVING sum(change) <> 0;

-- A purchase recounted on every write of its row (its hold's and its refunds' triggers touch it).
CREATE FUNCTION card_history_on_authorization() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  change bigint := card_history_purchase_change(NEW.id, NEW.direction, NEW.status, NEW.captured_micro);
BEGIN
  IF TG_OP = 'UPDATE' AND (NEW.card_id IS DISTINCT FROM OLD.card_id OR NEW.created_at IS DISTINCT FROM OLD.created_at) THEN
    PERFORM card_history_add(OLD.card_id, OLD.created_at, -OLD.history_change_micro);
    PERFORM card_history_add(NEW.card_id, NEW.created_at, change);
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM card_history_add(NEW.card_id, NEW.created_at, change - OLD.history_change_micro);
  ELSE
    PERFORM card_history_add(NEW.card_id, NEW.created_at, change);
  END IF;
  NEW.history_change_micro := change;
  RETURN NEW;
END
$$;
CREATE TRIGGER card_history_authorization BEFORE INSERT OR UPDATE ON card_authorizations
  FOR EACH ROW EXECUTE FUNCTION card_history_on_authorization();

CREATE FUNCTION card_history_on_authorization_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM card_history_add(OLD.card_id, OLD.created_at, -OLD.history_change_micro);
  RETURN NULL;
END
$$;
CREATE TRIGGER card_history_authorization_delete AFTER DELETE ON card_authorizations
  FOR EACH ROW EXECUTE FUNCTION card_history_on_authorization_delete();

-- A purchase's hold, or a refund of a credit authorization: its purchase is recounted.
CREATE FUNCTION card_history_touch_by_hold() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  hold_ref text;
BEGIN
  IF TG_OP = 'DELETE' THEN hold_ref := OLD.ref; ELSE hold_ref := NEW.ref; END IF;
  UPDATE card_authorizations SET history_change_micro = history_change_micro WHERE id = substr(hold_ref, 6);
  RETURN NULL;
END
$$;
CREATE FUNCTION card_history_touch_by_refund() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE card_authorizations SET history_change_micro = history_change_micro WHERE id = NEW.authorization_id;
  RETURN NULL;
END
$$;
CREATE TRIGGER card_history_hold_insert AFTER INSERT ON card_holds
  FOR EACH ROW WHEN (NEW.ref LIKE 'auth:%') EXECUTE FUNCTION card_history_touch_by_hold();
CREATE TRIGGER card_history_hold_delete AFTER DELETE ON card_holds
  FOR EACH ROW WHEN (OLD.ref LIKE 'auth:%') EXECUTE FUNCTION card_history_touch_by_hold();
CREATE TRIGGER card_history_hold_update AFTER UPDATE ON card_holds
  FOR EACH ROW WHEN (NEW.ref LIKE 'auth:%' AND (NEW.status IS DISTINCT FROM OLD.status
    OR NEW.amount_micro IS DISTINCT FROM OLD.amount_micro OR NEW.ref IS DISTINCT FROM OLD.ref))
  EXECUTE FUNCTION card_history_touch_by_hold();
-- card_transactions is append-only: inserts only.
CREATE TRIGGER card_history_card_transaction AFTER INSERT ON card_transactions
  FOR EACH ROW WHEN (NEW.type = 'refund' AND NEW.authorization_id IS NOT NULL)
  EXECUTE FUNCTION card_history_touch_by_refund();

-- A ledger row of its own (the ledger is append-only). A credit's part is its settled amount, counted by its
-- card_credits row; a refund's authorization is written before its ledger row, so whether the refund is a row
-- of its own is known here.
CREATE FUNCTION card_history_on_ledger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT card_history_is_ledger_row(NEW) THEN
    RETURN NULL;
  END IF;
  IF NEW.pending_delta > 0 THEN
    UPDATE card_credits SET settled_micro = settled_micro WHERE ref = NEW.ref;
  ELSE
    PERFORM card_history_add(NEW.card_id, NEW.created_at, NEW.balance_delta);
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER card_history_ledger AFTER INSERT ON card_ledger
  FOR EACH ROW EXECUTE FUNCTION card_history_on_ledger();

-- A credit's settlement moves its ledger row's day, counted against what is counted already.
CREATE FUNCTION card_history_on_credit() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  entry card_ledger;
BEGIN
  SELECT * INTO entry FROM card_ledger l WHERE l.ref = NEW.ref;
  IF FOUND AND entry.pending_delta > 0 AND card_history_is_ledger_row(entry) THEN
    PERFORM card_history_add(entry.card_id, entry.created_at,
      NEW.settled_micro - (CASE WHEN TG_OP = 'UPDATE' THEN OLD.history_settled_micro ELSE 0 END));
    NEW.history_settled_micro := NEW.settled_micro;
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER card_history_credit BEFORE INSERT OR UPDATE ON card_credits
  FOR EACH ROW EXECUTE FUNCTION card_history_on_credit();
