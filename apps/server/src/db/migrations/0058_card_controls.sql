-- The owner's controls of a card and the program's policy, decided in the card network's authorization decision
-- (ASA, the sandbox issuer's purchase). One row per card whose owner set controls; a card without one has none
-- (every channel, everywhere, no limit of its own, no lock). Limits are micro-USD (null: none), categories the
-- domain's names, countries ISO 3166-1 alpha-3 (null: everywhere).
CREATE TABLE card_controls (
  card_id text PRIMARY KEY REFERENCES cards (id),
  per_purchase_micro bigint,
  daily_micro bigint,
  monthly_micro bigint,
  blocked_categories text[] NOT NULL DEFAULT '{}',
  online boolean NOT NULL DEFAULT true,
  in_store boolean NOT NULL DEFAULT true,
  atm boolean NOT NULL DEFAULT true,
  countries text[],
  merchant_lock text NOT NULL DEFAULT 'off',
  -- A `first_merchant` card's merchant, set by its first approved purchase (the acquirer's acceptor id and the
  -- name the network gave); cleared when the owner turns the lock off or sets it again (unlock).
  locked_acceptor_id text,
  locked_merchant_name text,
  -- A `single_use` card's purchase that spent it (our authorization id): later purchases are declined, and the
  -- card is closed when that purchase clears.
  single_use_authorization_id text,
  updated_at timestamptz NOT NULL,
  CONSTRAINT card_controls_limits_positive CHECK (
    (per_purchase_micro IS NULL OR per_purchase_micro > 0) AND (daily_micro IS NULL OR daily_micro > 0)
    AND (monthly_micro IS NULL OR monthly_micro > 0)),
  CONSTRAINT card_controls_merchant_lock_known CHECK (merchant_lock IN ('off', 'first_merchant', 'single_use')),
  CONSTRAINT card_controls_countries_not_empty CHECK (countries IS NULL OR cardinality(countries) > 0)
);

-- Why a decline by an owner's limit: the limit as it was, so the history and the notification say "over your
-- daily limit of 200.00 USD" even after the owner changed it.
ALTER TABLE card_authorizations ADD COLUMN decline_limit_micro bigint;
ALTER TABLE card_transactions ADD COLUMN decline_limit_micro bigint;

-- The purchase's facts the controls decided on, kept with the authorization for an operator and for the
-- merchant lock: the merchant category code, the acquirer's id of the merchant, where the card was used.
ALTER TABLE card_authorizations ADD COLUMN mcc text;
ALTER TABLE card_authorizations ADD COLUMN acceptor_id text;
ALTER TABLE card_authorizations ADD COLUMN channel text;
ALTER TABLE card_authorizations ADD CONSTRAINT card_authorizations_channel_known
  CHECK (channel IS NULL OR channel IN ('card_present', 'card_not_present', 'atm'));

-- The purchase events carry the declined limit too (the notification's sentence).
CREATE OR REPLACE FUNCTION card_events_on_authorization() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM card_event_emit(NEW.card_id, CASE NEW.status WHEN 'approved' THEN 'purchase.authorized'
      WHEN 'declined' THEN 'purchase.declined' WHEN 'captured' THEN 'purchase.cleared'
      ELSE 'purchase.released' END,
    jsonb_build_object('authorizationId', NEW.id, 'direction', NEW.direction,
      'amountMicro', coalesce(NEW.captured_micro, NEW.amount_micro)::text, 'currency', NEW.currency,
      'merchantName', NEW.merchant_name, 'declineReason', NEW.decline_reason)
    || CASE WHEN NEW.decline_limit_micro IS NULL THEN '{}'::jsonb
      ELSE jsonb_build_object('declineLimitMicro', NEW.decline_limit_micro::text) END);
  RETURN NULL;
END
$$;
