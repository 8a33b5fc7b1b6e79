-- A push device belongs to the session that subscribed it (the last one to, for an endpoint subscribed again):
-- signing out, ending that session from another device, or signing out everywhere removes the device with it
-- (ON DELETE CASCADE), so a lost or shared browser stops getting the owner's activation codes and purchases.
-- Devices subscribed before this migration go to their owner's newest live session; an owner with no live
-- session has signed out everywhere already, so theirs are removed (the next sign-in subscribes again).
ALTER TABLE push_subscriptions ADD COLUMN session_id text REFERENCES sessions (id) ON DELETE CASCADE;
UPDATE push_subscriptions p SET session_id = (
  SELECT s.id FROM sessions s
  WHERE s.address = p.owner_address AND NOT s.revoked AND s.expires_at > now()
  ORDER BY s.created_at DESC, s.id
  LIMIT 1
);
DELETE FROM push_subscriptions WHERE session_id IS NULL;
ALTER TABLE push_subscriptions ALTER COLUMN session_id SET NOT NULL;
CREATE INDEX push_subscriptions_session_idx ON push_subscriptions (session_id);
