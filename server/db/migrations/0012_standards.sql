CREATE TABLE "standards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"level" text NOT NULL,
	"event_type" text NOT NULL,
	"season" text NOT NULL,
	"mark_kind" text NOT NULL,
	"ms" integer,
	"timing" text,
	"mm" integer,
	"quarter_inches" integer,
	"sort_value" bigint NOT NULL,
	"sort_value_raw" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "standards_season_check" CHECK ("standards"."season" in ('indoor', 'outdoor', 'cross-country')),
	CONSTRAINT "standards_mark_kind_check" CHECK ("standards"."mark_kind" in ('time', 'length'))
);
--> statement-breakpoint
ALTER TABLE "standards" ADD CONSTRAINT "standards_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "standards_org_event_idx" ON "standards" USING btree ("organization_id","event_type");--> statement-breakpoint
CREATE TRIGGER "standards_version_ins" AFTER INSERT ON "standards" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "splits_bump_data_version"();--> statement-breakpoint
CREATE TRIGGER "standards_version_upd" AFTER UPDATE ON "standards" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "splits_bump_data_version"();--> statement-breakpoint
CREATE TRIGGER "standards_version_del" AFTER DELETE ON "standards" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "splits_bump_data_version"();
