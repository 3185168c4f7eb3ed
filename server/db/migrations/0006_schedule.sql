CREATE TABLE "calendar_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "schedule_attendance" (
	"organization_id" uuid NOT NULL,
	"target" text NOT NULL,
	"event_id" uuid,
	"meet_id" uuid,
	"occurrence" text,
	"athlete_id" uuid NOT NULL,
	"status" text NOT NULL,
	"recorded_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedule_attendance_status_check" CHECK ("schedule_attendance"."status" in ('present', 'late', 'excused', 'absent')),
	CONSTRAINT "schedule_attendance_one_target_check" CHECK (("schedule_attendance"."event_id" is null) <> ("schedule_attendance"."meet_id" is null))
);
--> statement-breakpoint
CREATE TABLE "schedule_event_exceptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"occurrence" text NOT NULL,
	"cancelled" boolean DEFAULT false NOT NULL,
	"start_local" text,
	"end_local" text,
	"title" text,
	"location" text,
	"notes" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"start_local" text NOT NULL,
	"end_local" text NOT NULL,
	"timezone" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"audience" text[] DEFAULT '{}'::text[] NOT NULL,
	"freq" text,
	"interval" integer DEFAULT 1 NOT NULL,
	"by_day" text[] DEFAULT '{}'::text[] NOT NULL,
	"until_date" date,
	"last_start" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedule_events_kind_check" CHECK ("schedule_events"."kind" in ('practice', 'meeting', 'travel', 'other')),
	CONSTRAINT "schedule_events_freq_check" CHECK ("schedule_events"."freq" is null or "schedule_events"."freq" in ('daily', 'weekly')),
	CONSTRAINT "schedule_events_local_check" CHECK (start_local ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}$' and end_local ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}$' and end_local > start_local)
);
--> statement-breakpoint
CREATE TABLE "schedule_responses" (
	"organization_id" uuid NOT NULL,
	"target" text NOT NULL,
	"event_id" uuid,
	"meet_id" uuid,
	"occurrence" text,
	"user_id" uuid NOT NULL,
	"answer" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedule_responses_answer_check" CHECK ("schedule_responses"."answer" in ('going', 'maybe', 'not-going')),
	CONSTRAINT "schedule_responses_one_target_check" CHECK (("schedule_responses"."event_id" is null) <> ("schedule_responses"."meet_id" is null))
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_attendance" ADD CONSTRAINT "schedule_attendance_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_attendance" ADD CONSTRAINT "schedule_attendance_event_id_schedule_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."schedule_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_attendance" ADD CONSTRAINT "schedule_attendance_meet_id_meets_id_fk" FOREIGN KEY ("meet_id") REFERENCES "public"."meets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_attendance" ADD CONSTRAINT "schedule_attendance_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_attendance" ADD CONSTRAINT "schedule_attendance_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_event_exceptions" ADD CONSTRAINT "schedule_event_exceptions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_event_exceptions" ADD CONSTRAINT "schedule_event_exceptions_event_id_schedule_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."schedule_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_events" ADD CONSTRAINT "schedule_events_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_responses" ADD CONSTRAINT "schedule_responses_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_responses" ADD CONSTRAINT "schedule_responses_event_id_schedule_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."schedule_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_responses" ADD CONSTRAINT "schedule_responses_meet_id_meets_id_fk" FOREIGN KEY ("meet_id") REFERENCES "public"."meets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_responses" ADD CONSTRAINT "schedule_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_org_user_uq" ON "calendar_feeds" USING btree ("organization_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_attendance_target_athlete_uq" ON "schedule_attendance" USING btree ("organization_id","target","athlete_id");--> statement-breakpoint
CREATE INDEX "schedule_attendance_athlete_idx" ON "schedule_attendance" USING btree ("athlete_id");--> statement-breakpoint
CREATE INDEX "schedule_attendance_event_idx" ON "schedule_attendance" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_event_exceptions_event_occurrence_uq" ON "schedule_event_exceptions" USING btree ("event_id","occurrence");--> statement-breakpoint
CREATE INDEX "schedule_events_org_start_idx" ON "schedule_events" USING btree ("organization_id","start_local");--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_responses_target_user_uq" ON "schedule_responses" USING btree ("organization_id","target","user_id");--> statement-breakpoint
CREATE INDEX "schedule_responses_event_idx" ON "schedule_responses" USING btree ("event_id");--> statement-breakpoint
-- A change to the schedule is a change of the team's data (decision 014): cached answers and feeds keyed by it refresh.
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['schedule_events', 'schedule_event_exceptions'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION splits_bump_data_version()', t || '_version_ins', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION splits_bump_data_version()', t || '_version_upd', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION splits_bump_data_version()', t || '_version_del', t);
  END LOOP;
END $$;
