CREATE TABLE "messaging_attachments" (
	"message_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "messaging_attachments_message_id_file_id_pk" PRIMARY KEY("message_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "messaging_channel_members" (
	"channel_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messaging_channel_members_channel_id_user_id_pk" PRIMARY KEY("channel_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "messaging_channels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"event_groups" text[] DEFAULT '{}'::text[] NOT NULL,
	"direct_key" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messaging_channels_kind_check" CHECK ("messaging_channels"."kind" in ('announcements', 'group', 'direct'))
);
--> statement-breakpoint
CREATE TABLE "messaging_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"organization_id" uuid NOT NULL,
	"channel_id" uuid NOT NULL,
	"author_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "messaging_preferences" (
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"email_announcements" boolean DEFAULT false NOT NULL,
	CONSTRAINT "messaging_preferences_organization_id_user_id_pk" PRIMARY KEY("organization_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "messaging_reads" (
	"channel_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"last_read_seq" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "messaging_reads_channel_id_user_id_pk" PRIMARY KEY("channel_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "messaging_settings" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"direct_messages" text DEFAULT 'two-adults' NOT NULL,
	CONSTRAINT "messaging_settings_direct_check" CHECK ("messaging_settings"."direct_messages" in ('two-adults', 'off', 'open'))
);
--> statement-breakpoint
ALTER TABLE "messaging_attachments" ADD CONSTRAINT "messaging_attachments_message_id_messaging_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messaging_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_attachments" ADD CONSTRAINT "messaging_attachments_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_channel_members" ADD CONSTRAINT "messaging_channel_members_channel_id_messaging_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."messaging_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_channel_members" ADD CONSTRAINT "messaging_channel_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_channels" ADD CONSTRAINT "messaging_channels_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_channels" ADD CONSTRAINT "messaging_channels_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_messages" ADD CONSTRAINT "messaging_messages_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_messages" ADD CONSTRAINT "messaging_messages_channel_id_messaging_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."messaging_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_messages" ADD CONSTRAINT "messaging_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_preferences" ADD CONSTRAINT "messaging_preferences_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_preferences" ADD CONSTRAINT "messaging_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_reads" ADD CONSTRAINT "messaging_reads_channel_id_messaging_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."messaging_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_reads" ADD CONSTRAINT "messaging_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_settings" ADD CONSTRAINT "messaging_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messaging_attachments_file_idx" ON "messaging_attachments" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "messaging_channel_members_user_idx" ON "messaging_channel_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "messaging_channels_announcements_uq" ON "messaging_channels" USING btree ("organization_id") WHERE "messaging_channels"."kind" = 'announcements';--> statement-breakpoint
CREATE UNIQUE INDEX "messaging_channels_direct_uq" ON "messaging_channels" USING btree ("organization_id","direct_key") WHERE "messaging_channels"."kind" = 'direct';--> statement-breakpoint
CREATE INDEX "messaging_channels_org_idx" ON "messaging_channels" USING btree ("organization_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "messaging_messages_seq_uq" ON "messaging_messages" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "messaging_messages_channel_seq_idx" ON "messaging_messages" USING btree ("channel_id","seq");--> statement-breakpoint
CREATE INDEX "messaging_messages_org_seq_idx" ON "messaging_messages" USING btree ("organization_id","seq");--> statement-breakpoint
CREATE INDEX "messaging_messages_org_updated_idx" ON "messaging_messages" USING btree ("organization_id","updated_at");--> statement-breakpoint
-- Live fan-out across server processes (decision 023): each new, edited or deleted message
-- notifies its id; every process LISTENs, reads the row and sends it to its own sockets.
CREATE FUNCTION "splits_messaging_notify_message"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('splits_messaging', 'm:' || NEW."id"::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "messaging_messages_notify" AFTER INSERT OR UPDATE ON "messaging_messages" FOR EACH ROW EXECUTE FUNCTION "splits_messaging_notify_message"();--> statement-breakpoint
-- A member who leaves (or is removed from) a team: every process closes that member's sockets.
CREATE FUNCTION "splits_messaging_notify_left"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('splits_messaging', 'left:' || OLD."organization_id"::text || ':' || OLD."user_id"::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "memberships_messaging_left" AFTER DELETE ON "memberships" FOR EACH ROW EXECUTE FUNCTION "splits_messaging_notify_left"();
