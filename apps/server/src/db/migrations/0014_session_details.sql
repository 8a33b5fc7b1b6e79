-- Sessions the owner can see and end one by one (issue 21: the profile's sessions, "sign out everywhere").
-- `public_id` is the id the API shows (a random UUID): the row's key stays the sha256 of the cookie token and
-- never leaves the server. `user_agent` is a short description of the browser that signed in ("Chrome on
-- macOS"), never the raw header; no IP address is stored. `last_seen_at` is refreshed at most once per 5
-- minutes per session by the authentication check.
ALTER TABLE sessions ADD COLUMN public_id text NOT NULL DEFAULT gen_random_uuid()::text;
ALTER TABLE sessions ADD CONSTRAINT sessions_public_id_key UNIQUE (public_id);
ALTER TABLE sessions ADD COLUMN user_agent text;
ALTER TABLE sessions ADD CONSTRAINT sessions_user_agent_short CHECK (char_length(user_agent) <= 64);
ALTER TABLE sessions ADD COLUMN last_seen_at timestamptz;
