-- Each process keeps a short cache of callers' access rows (server/auth/access-cache.ts): profile,
-- membership and the team's row with its data version. It hears here of every change to them,
-- whichever process or script made it. NOTIFY is sent at commit; equal payloads of one
-- transaction are sent once.
CREATE FUNCTION "splits_notify_team_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('splits_access_changed', 'o:' || NEW."organization_id"::text);
  ELSIF TG_TABLE_NAME = 'organizations' THEN
    PERFORM pg_notify('splits_access_changed', 'o:' || OLD."id"::text);
  ELSE
    PERFORM pg_notify('splits_access_changed', 'o:' || OLD."organization_id"::text);
    IF TG_OP = 'UPDATE' AND NEW."organization_id" <> OLD."organization_id" THEN
      PERFORM pg_notify('splits_access_changed', 'o:' || NEW."organization_id"::text);
    END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "splits_notify_profile_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('splits_access_changed', 'u:' || OLD."uid");
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('splits_access_changed', 'u:' || NEW."uid");
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "splits_notify_access_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('splits_access_changed', '*');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "organizations_access_changed" AFTER UPDATE OR DELETE ON "organizations" FOR EACH ROW EXECUTE FUNCTION "splits_notify_team_changed"();--> statement-breakpoint
CREATE TRIGGER "memberships_access_changed" AFTER INSERT OR UPDATE OR DELETE ON "memberships" FOR EACH ROW EXECUTE FUNCTION "splits_notify_team_changed"();--> statement-breakpoint
CREATE TRIGGER "users_access_changed" AFTER INSERT OR UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "splits_notify_profile_changed"();--> statement-breakpoint
CREATE TRIGGER "organizations_access_truncated" AFTER TRUNCATE ON "organizations" FOR EACH STATEMENT EXECUTE FUNCTION "splits_notify_access_truncated"();--> statement-breakpoint
CREATE TRIGGER "memberships_access_truncated" AFTER TRUNCATE ON "memberships" FOR EACH STATEMENT EXECUTE FUNCTION "splits_notify_access_truncated"();--> statement-breakpoint
CREATE TRIGGER "users_access_truncated" AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "splits_notify_access_truncated"();
