-- Families (decision 052): parents linked to athletes, the per-athlete family code, parents' answers
-- for athletes without an account, and what a joiner who waits for approval said they join as.
CREATE TABLE "family_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"athlete_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"confirmed_by" uuid,
	CONSTRAINT "family_links_status_check" CHECK ("family_links"."status" in ('pending', 'confirmed'))
);
--> statement-breakpoint
ALTER TABLE "family_links" ADD CONSTRAINT "family_links_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_links" ADD CONSTRAINT "family_links_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_links" ADD CONSTRAINT "family_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_links" ADD CONSTRAINT "family_links_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "family_links_athlete_user_uq" ON "family_links" USING btree ("athlete_id","user_id");--> statement-breakpoint
CREATE INDEX "family_links_org_user_idx" ON "family_links" USING btree ("organization_id","user_id");--> statement-breakpoint
CREATE TABLE "family_codes" (
	"athlete_id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "family_codes" ADD CONSTRAINT "family_codes_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_codes" ADD CONSTRAINT "family_codes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "family_codes_org_code_uq" ON "family_codes" USING btree ("organization_id","code");--> statement-breakpoint
CREATE TABLE "athlete_responses" (
	"organization_id" uuid NOT NULL,
	"target" text NOT NULL,
	"event_id" uuid,
	"meet_id" uuid,
	"occurrence" text,
	"athlete_id" uuid NOT NULL,
	"answer" text NOT NULL,
	"answered_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "athlete_responses_answer_check" CHECK ("athlete_responses"."answer" in ('going', 'maybe', 'not-going')),
	CONSTRAINT "athlete_responses_one_target_check" CHECK (("athlete_responses"."event_id" is null) <> ("athlete_responses"."meet_id" is null))
);
--> statement-breakpoint
ALTER TABLE "athlete_responses" ADD CONSTRAINT "athlete_responses_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "athlete_responses" ADD CONSTRAINT "athlete_responses_event_id_schedule_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."schedule_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "athlete_responses" ADD CONSTRAINT "athlete_responses_meet_id_meets_id_fk" FOREIGN KEY ("meet_id") REFERENCES "public"."meets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "athlete_responses" ADD CONSTRAINT "athlete_responses_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "athlete_responses" ADD CONSTRAINT "athlete_responses_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "athlete_responses_target_athlete_uq" ON "athlete_responses" USING btree ("organization_id","target","athlete_id");--> statement-breakpoint
CREATE INDEX "athlete_responses_event_idx" ON "athlete_responses" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "athlete_responses_athlete_idx" ON "athlete_responses" USING btree ("athlete_id");--> statement-breakpoint
ALTER TABLE "join_requests" ADD COLUMN "joining_as" text;--> statement-breakpoint
ALTER TABLE "join_requests" ADD CONSTRAINT "join_requests_joining_as_check" CHECK ("join_requests"."joining_as" in ('athlete', 'parent'));
