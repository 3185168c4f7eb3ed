CREATE TABLE "courses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"distances" text[] DEFAULT '{}'::text[] NOT NULL,
	"surface" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"map_image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "historical_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"course_id" uuid,
	"event_type" text NOT NULL,
	"indoor" boolean NOT NULL,
	"athlete_names" text[] NOT NULL,
	"mark_kind" text NOT NULL,
	"ms" integer,
	"timing" text,
	"mm" integer,
	"quarter_inches" integer,
	"wind_tenths" smallint,
	"sort_value" bigint NOT NULL,
	"sort_value_raw" bigint NOT NULL,
	"date" date NOT NULL,
	"season" text NOT NULL,
	"season_year" integer NOT NULL,
	"meet_name" text DEFAULT '' NOT NULL,
	"grade" smallint,
	"note" text DEFAULT '' NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "historical_records_mark_check" CHECK (("historical_records"."mark_kind" = 'time' and "historical_records"."ms" > 0 and "historical_records"."timing" in ('fat', 'hand')) or ("historical_records"."mark_kind" = 'length' and "historical_records"."mm" > 0)),
	CONSTRAINT "historical_records_season_check" CHECK ("historical_records"."season" in ('indoor', 'outdoor', 'cross-country'))
);
--> statement-breakpoint
ALTER TABLE "files" DROP CONSTRAINT "files_purpose_check";--> statement-breakpoint
ALTER TABLE "meets" ADD COLUMN "course_id" uuid;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "historical_records" ADD CONSTRAINT "historical_records_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "historical_records" ADD CONSTRAINT "historical_records_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courses_org_name_idx" ON "courses" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE INDEX "historical_records_org_event_idx" ON "historical_records" USING btree ("organization_id","event_type","indoor");--> statement-breakpoint
CREATE INDEX "historical_records_course_idx" ON "historical_records" USING btree ("course_id");--> statement-breakpoint
ALTER TABLE "meets" ADD CONSTRAINT "meets_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meets_course_idx" ON "meets" USING btree ("course_id");--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_purpose_check" CHECK ("files"."purpose" in ('profile-photo', 'logo', 'athlete-photo', 'attachment', 'document', 'course-map'));--> statement-breakpoint
CREATE TRIGGER "courses_version_ins" AFTER INSERT ON "courses" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "splits_bump_data_version"();--> statement-breakpoint
CREATE TRIGGER "courses_version_upd" AFTER UPDATE ON "courses" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "splits_bump_data_version"();--> statement-breakpoint
CREATE TRIGGER "courses_version_del" AFTER DELETE ON "courses" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "splits_bump_data_version"();--> statement-breakpoint
CREATE TRIGGER "historical_records_version_ins" AFTER INSERT ON "historical_records" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "splits_bump_data_version"();--> statement-breakpoint
CREATE TRIGGER "historical_records_version_upd" AFTER UPDATE ON "historical_records" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "splits_bump_data_version"();--> statement-breakpoint
CREATE TRIGGER "historical_records_version_del" AFTER DELETE ON "historical_records" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "splits_bump_data_version"();
