-- Issue 31, notifications that reach the owner: the devices an owner opted into Web Push with (the browser's
-- PushSubscription: the push service's endpoint and the device's keys) and the kinds each wants (challenge,
-- purchase, deposit). A push service answering 404/410 for an endpoint deletes its row.
CREATE TABLE push_subscriptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_address text NOT NULL,
  endpoint text NOT NULL,
  p256dh text NOT NULL,
  auth text NOT NULL,
  kinds text[] NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT push_subscriptions_endpoint_unique UNIQUE (endpoint),
  CONSTRAINT push_subscriptions_kinds_known CHECK (cardinality(kinds) > 0
    AND kinds <@ ARRAY['challenge', 'purchase', 'deposit']::text[])
);
CREATE INDEX push_subscriptions_owner_idx ON push_subscriptions (owner_address);

-- Which card events the push sender has handled (sent, or found nobody to send to): an event is claimed by
-- inserting its id, so two rounds (or two processes) never notify it twice, and an event committed late (its id
-- lower than one already handled) is still found. Pruned with the events they name.
CREATE TABLE push_handled_events (
  event_id bigint PRIMARY KEY,
  handled_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX push_handled_events_at_idx ON push_handled_events (handled_at);
