-- Results and entries carry a version: a save names the version it changed and a stale one answers
-- 409 with the current value (decision 039). Every result's changes are kept in result_changes (who,
-- when, from what to what), written in the same transaction as the change. The history is keyed by
-- the entry, so a result deleted and typed again keeps one history; it goes with its entry.
ALTER TABLE "results" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "meet_entries" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE TABLE "result_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"version" integer NOT NULL,
	"from_value" text,
	"to_value" text,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "result_changes_kind_check" CHECK ("result_changes"."kind" in ('created', 'changed', 'deleted', 'imported', 'computed'))
);
--> statement-breakpoint
ALTER TABLE "result_changes" ADD CONSTRAINT "result_changes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_changes" ADD CONSTRAINT "result_changes_entry_id_meet_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."meet_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_changes" ADD CONSTRAINT "result_changes_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "result_changes_entry_idx" ON "result_changes" USING btree ("entry_id","created_at");
