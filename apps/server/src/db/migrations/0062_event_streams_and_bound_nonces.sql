-- Open event streams (GET /api/events) of every instance, so the budgets per session, per address and for
-- everyone hold across instances: a row per open stream, `seen_at` refreshed at each heartbeat (a row not seen
-- for a few heartbeats is a stream of an instance that died, and counts no more). Deleting a row ends its
-- stream wherever it is open: the trigger notifies `chaincard_streams` with the row's id, which every instance
-- LISTENs on. Ending a session deletes its rows (ON DELETE CASCADE), so sign-out and revocation end the
-- session's streams at once.
CREATE TABLE event_streams (
  id uuid PRIMARY KEY,
  -- Open order (the oldest is closed first; several may open at one instant).
  seq bigint GENERATED ALWAYS AS IDENTITY,
  session_id text NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  address text NOT NULL,
  opened_at timestamptz NOT NULL,
  seen_at timestamptz NOT NULL
);
CREATE INDEX event_streams_session_idx ON event_streams (session_id, seq);
CREATE INDEX event_streams_address_idx ON event_streams (address, seq);
CREATE INDEX event_streams_seen_at_idx ON event_streams (seen_at);

CREATE FUNCTION event_streams_on_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('chaincard_streams', current_schema() || ':' || OLD.id::text);
  RETURN NULL;
END
$$;
CREATE TRIGGER event_streams_ended AFTER DELETE ON event_streams
  FOR EACH ROW EXECUTE FUNCTION event_streams_on_delete();

-- A sign-in nonce is bound to the browser that asked for it: `client` is the sha256 (hex) of its pre-auth
-- cookie, and only a request carrying that cookie may use it. Nonces are bounded per client (not per address,
-- which anyone may name); rows without a client (issued before this migration) are never accepted.
ALTER TABLE nonces ADD COLUMN client text;
CREATE INDEX nonces_client_seq_idx ON nonces (client, seq);
