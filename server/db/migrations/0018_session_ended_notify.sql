-- Each process keeps a short cache of live sessions (server/auth/session-check.ts): it hears here
-- of every session that ends, whichever process or script ended it. NOTIFY is sent at commit.
CREATE FUNCTION "splits_notify_session_ended"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('splits_session_ended', OLD."id");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "auth_sessions_ended" AFTER DELETE ON "auth_sessions" FOR EACH ROW EXECUTE FUNCTION "splits_notify_session_ended"();--> statement-breakpoint
CREATE TRIGGER "auth_sessions_cut_short" AFTER UPDATE OF "expires_at", "user_id" ON "auth_sessions" FOR EACH ROW
  WHEN (NEW."expires_at" < OLD."expires_at" OR NEW."user_id" <> OLD."user_id") EXECUTE FUNCTION "splits_notify_session_ended"();
