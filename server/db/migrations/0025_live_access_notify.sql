-- A membership's change names its member too ('o:<team>:<user id>'), so every process re-checks
-- the live messaging sockets of that member (server/realtime/messaging-hub.ts: a removed member's
-- sockets close, a demoted one's stop receiving what the new role may not read) besides evicting
-- the team from its access cache. A team row's change keeps 'o:<team>' (every data version bump
-- is one, and no socket depends on it). NOTIFY is sent at commit.
CREATE FUNCTION "splits_notify_membership_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('splits_access_changed', 'o:' || OLD."organization_id"::text || ':' || OLD."user_id"::text);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('splits_access_changed', 'o:' || NEW."organization_id"::text || ':' || NEW."user_id"::text);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER "memberships_access_changed" ON "memberships";--> statement-breakpoint
CREATE TRIGGER "memberships_access_changed" AFTER INSERT OR UPDATE OR DELETE ON "memberships" FOR EACH ROW EXECUTE FUNCTION "splits_notify_membership_changed"();
--> statement-breakpoint
-- A message's notification is sent by the messaging service inside its transaction
-- (server/db/notify.ts, notifyMessage), where a reader of the service sees it; a member who
-- leaves is heard through the membership's notification above, which closes their sockets.
DROP TRIGGER "messaging_messages_notify" ON "messaging_messages";--> statement-breakpoint
DROP FUNCTION "splits_messaging_notify_message"();--> statement-breakpoint
DROP TRIGGER "memberships_messaging_left" ON "memberships";--> statement-breakpoint
DROP FUNCTION "splits_messaging_notify_left"();
