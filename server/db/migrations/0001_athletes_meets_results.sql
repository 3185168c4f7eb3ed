CREATE TABLE "athletes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"name_key" text NOT NULL,
	"gender" text NOT NULL,
	"grad_year" integer,
	"birthdate" date,
	"email" text,
	"event_groups" text[] DEFAULT '{}'::text[] NOT NULL,
	"preferred_events" text[] DEFAULT '{}'::text[] NOT NULL,
	"photo" text,
	"status" text DEFAULT 'active' NOT NULL,
	"user_id" uuid,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "athletes_gender_check" CHECK ("athletes"."gender" in ('male', 'female')),
	CONSTRAINT "athletes_status_check" CHECK ("athletes"."status" in ('active', 'inactive', 'alumni'))
);
--> statement-breakpoint
CREATE TABLE "meet_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"meet_id" uuid NOT NULL,
	"meet_event_id" uuid NOT NULL,
	"athlete_id" uuid,
	"relay_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meet_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"meet_id" uuid NOT NULL,
	"event_type" text NOT NULL,
	"round" text DEFAULT 'final' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"season" text NOT NULL,
	"season_year" integer NOT NULL,
	"host" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meets_season_check" CHECK ("meets"."season" in ('indoor', 'outdoor', 'cross-country')),
	CONSTRAINT "meets_status_check" CHECK ("meets"."status" in ('draft', 'scheduled', 'completed', 'cancelled')),
	CONSTRAINT "meets_dates_check" CHECK ("meets"."end_date" >= "meets"."start_date")
);
--> statement-breakpoint
CREATE TABLE "relay_legs" (
	"entry_id" uuid NOT NULL,
	"athlete_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"alternate" boolean DEFAULT false NOT NULL,
	CONSTRAINT "relay_legs_entry_id_position_pk" PRIMARY KEY("entry_id","position"),
	CONSTRAINT "relay_legs_position_check" CHECK ("relay_legs"."position" between 1 and 8)
);
--> statement-breakpoint
CREATE TABLE "results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"meet_id" uuid NOT NULL,
	"meet_event_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"athlete_id" uuid,
	"event_type" text NOT NULL,
	"indoor" boolean NOT NULL,
	"mark_kind" text NOT NULL,
	"ms" integer,
	"timing" text,
	"mm" integer,
	"quarter_inches" integer,
	"non_mark" text,
	"wind_tenths" smallint,
	"wind_aided" boolean DEFAULT false NOT NULL,
	"legal" boolean NOT NULL,
	"sort_value" bigint,
	"sort_value_raw" bigint,
	"place" integer,
	"heat" integer,
	"splits" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "results_mark_kind_check" CHECK ("results"."mark_kind" in ('time', 'length', 'non-mark')),
	CONSTRAINT "results_mark_check" CHECK (("results"."mark_kind" = 'time' and "results"."ms" > 0 and "results"."timing" in ('fat', 'hand'))
        or ("results"."mark_kind" = 'length' and "results"."mm" > 0)
        or ("results"."mark_kind" = 'non-mark' and "results"."non_mark" is not null))
);
--> statement-breakpoint
ALTER TABLE "athletes" ADD CONSTRAINT "athletes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "athletes" ADD CONSTRAINT "athletes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meet_entries" ADD CONSTRAINT "meet_entries_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meet_entries" ADD CONSTRAINT "meet_entries_meet_id_meets_id_fk" FOREIGN KEY ("meet_id") REFERENCES "public"."meets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meet_entries" ADD CONSTRAINT "meet_entries_meet_event_id_meet_events_id_fk" FOREIGN KEY ("meet_event_id") REFERENCES "public"."meet_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meet_entries" ADD CONSTRAINT "meet_entries_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meet_events" ADD CONSTRAINT "meet_events_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meet_events" ADD CONSTRAINT "meet_events_meet_id_meets_id_fk" FOREIGN KEY ("meet_id") REFERENCES "public"."meets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meets" ADD CONSTRAINT "meets_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relay_legs" ADD CONSTRAINT "relay_legs_entry_id_meet_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."meet_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relay_legs" ADD CONSTRAINT "relay_legs_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_meet_id_meets_id_fk" FOREIGN KEY ("meet_id") REFERENCES "public"."meets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_meet_event_id_meet_events_id_fk" FOREIGN KEY ("meet_event_id") REFERENCES "public"."meet_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_entry_id_meet_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."meet_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "athletes_org_last_name_idx" ON "athletes" USING btree ("organization_id",lower("last_name"),lower("first_name"));--> statement-breakpoint
CREATE INDEX "athletes_org_name_key_idx" ON "athletes" USING btree ("organization_id","name_key");--> statement-breakpoint
CREATE INDEX "athletes_user_idx" ON "athletes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "meet_entries_org_meet_idx" ON "meet_entries" USING btree ("organization_id","meet_id");--> statement-breakpoint
CREATE INDEX "meet_entries_event_idx" ON "meet_entries" USING btree ("meet_event_id");--> statement-breakpoint
CREATE INDEX "meet_entries_athlete_idx" ON "meet_entries" USING btree ("athlete_id");--> statement-breakpoint
CREATE UNIQUE INDEX "meet_entries_event_athlete_uq" ON "meet_entries" USING btree ("meet_event_id","athlete_id") WHERE "meet_entries"."athlete_id" is not null;--> statement-breakpoint
CREATE INDEX "meet_events_org_meet_idx" ON "meet_events" USING btree ("organization_id","meet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "meet_events_meet_type_round_uq" ON "meet_events" USING btree ("meet_id","event_type","round");--> statement-breakpoint
CREATE INDEX "meets_org_start_idx" ON "meets" USING btree ("organization_id","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "relay_legs_entry_athlete_uq" ON "relay_legs" USING btree ("entry_id","athlete_id");--> statement-breakpoint
CREATE INDEX "relay_legs_athlete_idx" ON "relay_legs" USING btree ("athlete_id");--> statement-breakpoint
CREATE UNIQUE INDEX "results_entry_uq" ON "results" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "results_org_meet_idx" ON "results" USING btree ("organization_id","meet_id");--> statement-breakpoint
CREATE INDEX "results_org_athlete_event_idx" ON "results" USING btree ("organization_id","athlete_id","event_type","indoor","sort_value");--> statement-breakpoint
CREATE INDEX "results_org_event_best_idx" ON "results" USING btree ("organization_id","event_type","indoor","sort_value") WHERE "results"."legal";