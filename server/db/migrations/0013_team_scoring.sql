CREATE TABLE "meet_competitors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"meet_id" uuid NOT NULL,
	"meet_event_id" uuid NOT NULL,
	"name" text NOT NULL,
	"team" text NOT NULL,
	"mark_kind" text NOT NULL,
	"ms" integer,
	"timing" text,
	"mm" integer,
	"quarter_inches" integer,
	"non_mark" text,
	"wind_tenths" smallint,
	"wind_aided" boolean DEFAULT false NOT NULL,
	"sort_value" bigint,
	"sort_value_raw" bigint,
	"place" integer,
	"heat" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meet_competitors_mark_kind_check" CHECK ("meet_competitors"."mark_kind" in ('time', 'length', 'non-mark')),
	CONSTRAINT "meet_competitors_mark_check" CHECK (("meet_competitors"."mark_kind" = 'time' and "meet_competitors"."ms" > 0 and "meet_competitors"."timing" in ('fat', 'hand'))
        or ("meet_competitors"."mark_kind" = 'length' and "meet_competitors"."mm" > 0)
        or ("meet_competitors"."mark_kind" = 'non-mark' and "meet_competitors"."non_mark" is not null))
);
--> statement-breakpoint
ALTER TABLE "meets" ADD COLUMN "scoring" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "meets" ADD COLUMN "scoring_table" jsonb;--> statement-breakpoint
ALTER TABLE "meet_competitors" ADD CONSTRAINT "meet_competitors_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meet_competitors" ADD CONSTRAINT "meet_competitors_meet_id_meets_id_fk" FOREIGN KEY ("meet_id") REFERENCES "public"."meets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meet_competitors" ADD CONSTRAINT "meet_competitors_meet_event_id_meet_events_id_fk" FOREIGN KEY ("meet_event_id") REFERENCES "public"."meet_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meet_competitors_org_meet_idx" ON "meet_competitors" USING btree ("organization_id","meet_id");--> statement-breakpoint
CREATE INDEX "meet_competitors_event_idx" ON "meet_competitors" USING btree ("meet_event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "meet_competitors_event_name_team_uq" ON "meet_competitors" USING btree ("meet_event_id",lower("name"),lower("team"));--> statement-breakpoint
ALTER TABLE "meets" ADD CONSTRAINT "meets_scoring_check" CHECK ("meets"."scoring" in ('none', 'dual', 'tri', 'invitational', 'cross-country'));--> statement-breakpoint
-- other teams' finishers change a meet's standings: they bump the team's data version like results do
CREATE TRIGGER "meet_competitors_version_ins" AFTER INSERT ON "meet_competitors" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "splits_bump_data_version"();--> statement-breakpoint
CREATE TRIGGER "meet_competitors_version_upd" AFTER UPDATE ON "meet_competitors" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "splits_bump_data_version"();--> statement-breakpoint
CREATE TRIGGER "meet_competitors_version_del" AFTER DELETE ON "meet_competitors" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "splits_bump_data_version"();
