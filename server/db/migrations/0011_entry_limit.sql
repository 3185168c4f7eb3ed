ALTER TABLE "organizations" ADD COLUMN "max_events_per_athlete" integer;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "relays_count_toward_limit" boolean DEFAULT true NOT NULL;