-- Issue 25: every team-owned table carries organization_id (the distribution column of a future
-- partitioning, docs/scaling.md). The last four reached their team through a parent row; they get
-- the parent's team, backfilled, NOT NULL (decision 056). The previous release, running beside this
-- one during a rolling upgrade, inserts these rows without the column: a BEFORE INSERT trigger
-- fills it from the parent row when it is missing (this release writes it itself), so its inserts
-- still pass NOT NULL. The trigger goes in the release after this one (the contract step).
--
-- Relay legs' data version triggers read their team through the entry; they now read the leg's own
-- column like every other table. Dropped first, so the backfill below bumps no team's version.
DROP TRIGGER "relay_legs_version_ins" ON "relay_legs";--> statement-breakpoint
DROP TRIGGER "relay_legs_version_upd" ON "relay_legs";--> statement-breakpoint
DROP TRIGGER "relay_legs_version_del" ON "relay_legs";--> statement-breakpoint
DROP FUNCTION "splits_bump_data_version_by_entry"();--> statement-breakpoint
ALTER TABLE "messaging_attachments" ADD COLUMN "organization_id" uuid;--> statement-breakpoint
ALTER TABLE "messaging_channel_members" ADD COLUMN "organization_id" uuid;--> statement-breakpoint
ALTER TABLE "messaging_reads" ADD COLUMN "organization_id" uuid;--> statement-breakpoint
ALTER TABLE "relay_legs" ADD COLUMN "organization_id" uuid;--> statement-breakpoint
UPDATE "messaging_attachments" a SET "organization_id" = m."organization_id" FROM "messaging_messages" m WHERE m."id" = a."message_id";--> statement-breakpoint
UPDATE "messaging_channel_members" cm SET "organization_id" = c."organization_id" FROM "messaging_channels" c WHERE c."id" = cm."channel_id";--> statement-breakpoint
UPDATE "messaging_reads" rd SET "organization_id" = c."organization_id" FROM "messaging_channels" c WHERE c."id" = rd."channel_id";--> statement-breakpoint
UPDATE "relay_legs" l SET "organization_id" = e."organization_id" FROM "meet_entries" e WHERE e."id" = l."entry_id";--> statement-breakpoint
ALTER TABLE "messaging_attachments" ALTER COLUMN "organization_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "messaging_channel_members" ALTER COLUMN "organization_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "messaging_reads" ALTER COLUMN "organization_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "relay_legs" ALTER COLUMN "organization_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "messaging_attachments" ADD CONSTRAINT "messaging_attachments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_channel_members" ADD CONSTRAINT "messaging_channel_members_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_reads" ADD CONSTRAINT "messaging_reads_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relay_legs" ADD CONSTRAINT "relay_legs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messaging_attachments_org_idx" ON "messaging_attachments" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "messaging_channel_members_org_user_idx" ON "messaging_channel_members" USING btree ("organization_id","user_id");--> statement-breakpoint
CREATE INDEX "messaging_reads_org_user_idx" ON "messaging_reads" USING btree ("organization_id","user_id");--> statement-breakpoint
CREATE INDEX "relay_legs_org_idx" ON "relay_legs" USING btree ("organization_id");--> statement-breakpoint
-- TG_ARGV: the parent table and the row's column naming the parent's id
CREATE FUNCTION "splits_organization_of_parent"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."organization_id" IS NULL THEN
    EXECUTE format('SELECT "organization_id" FROM %I WHERE "id" = $1', TG_ARGV[0])
      INTO NEW."organization_id" USING (to_jsonb(NEW) ->> TG_ARGV[1])::uuid;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "messaging_attachments_organization_of_parent" BEFORE INSERT ON "messaging_attachments" FOR EACH ROW EXECUTE FUNCTION "splits_organization_of_parent"('messaging_messages', 'message_id');--> statement-breakpoint
CREATE TRIGGER "messaging_channel_members_organization_of_parent" BEFORE INSERT ON "messaging_channel_members" FOR EACH ROW EXECUTE FUNCTION "splits_organization_of_parent"('messaging_channels', 'channel_id');--> statement-breakpoint
CREATE TRIGGER "messaging_reads_organization_of_parent" BEFORE INSERT ON "messaging_reads" FOR EACH ROW EXECUTE FUNCTION "splits_organization_of_parent"('messaging_channels', 'channel_id');--> statement-breakpoint
CREATE TRIGGER "relay_legs_organization_of_parent" BEFORE INSERT ON "relay_legs" FOR EACH ROW EXECUTE FUNCTION "splits_organization_of_parent"('meet_entries', 'entry_id');--> statement-breakpoint
CREATE TRIGGER "relay_legs_version_ins" AFTER INSERT ON "relay_legs" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "splits_bump_data_version"();--> statement-breakpoint
CREATE TRIGGER "relay_legs_version_upd" AFTER UPDATE ON "relay_legs" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "splits_bump_data_version"();--> statement-breakpoint
CREATE TRIGGER "relay_legs_version_del" AFTER DELETE ON "relay_legs" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "splits_bump_data_version"();
