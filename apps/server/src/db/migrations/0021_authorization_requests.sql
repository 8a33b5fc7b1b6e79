-- Issue 27 (review): the requests of a card transaction are matched by identity, never by position.
--
-- Who created an authorization: `asa`, our own decision on the issuer's request; `issuer`, the issuer's word
-- (a snapshot or an advice: a stand-in, an approval our answer came too late for, a force post). A request of
-- an `issuer` authorization that comes late (after the snapshot that listed it) is the same request, not an
-- increment: it is answered as it stands and never held twice.
ALTER TABLE card_authorizations ADD COLUMN origin text NOT NULL DEFAULT 'asa';
ALTER TABLE card_authorizations ADD CONSTRAINT card_authorizations_origin_known
  CHECK (origin IN ('asa', 'issuer'));

-- The authorization requests the issuer's newest snapshot lists (Lithic's AUTHORIZATION events): token,
-- amount, its result, and when we first saw it (`seenAfter`: how many of our own decisions of increments
-- came before; `seenAt`). Our increments are matched to them by token, else by amount in order.
ALTER TABLE card_authorizations ADD COLUMN issuer_requests jsonb NOT NULL DEFAULT '[]'::jsonb;

-- Our decisions of incremental requests, approved or declined, with the issuer's token of each when it gave
-- one (`increment_holds` held only the approved ones' holds, in order, and was matched by position).
ALTER TABLE card_authorizations RENAME COLUMN increment_holds TO increments;
UPDATE card_authorizations SET increments = (
  SELECT coalesce(jsonb_agg(jsonb_build_object('token', NULL, 'amountMicro', e #>> '{}', 'holdMicro', e #>> '{}',
    'approved', true, 'at', to_jsonb(updated_at)) ORDER BY n), '[]'::jsonb)
  FROM jsonb_array_elements(increments) WITH ORDINALITY AS t(e, n))
WHERE jsonb_array_length(increments) > 0;

-- A $0 authorization (an account check, approved or declined, or the issuer's $0 advice) is recorded like any
-- other: it holds nothing, but a clearing may follow it (a force post after an account check) and must find
-- its authorization instead of waiting for one forever.
ALTER TABLE card_authorizations DROP CONSTRAINT card_authorizations_amount_positive;
ALTER TABLE card_authorizations ADD CONSTRAINT card_authorizations_amount_not_negative CHECK (amount_micro >= 0);
