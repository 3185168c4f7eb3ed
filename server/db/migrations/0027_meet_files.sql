-- Meet files out (issue 29): a meet's start time and its events' scheduled times ("HH:MM", the
-- team's zone), heats and lanes of entries (a field event: flight and order in it), bib numbers of
-- athletes (unique in a team) and the team's bib range. Every column is new and nullable: the
-- previous release runs beside it unchanged.
ALTER TABLE "meets" ADD COLUMN "start_time" text;
--> statement-breakpoint
ALTER TABLE "meets" ADD CONSTRAINT "meets_start_time_check" CHECK ("start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');
--> statement-breakpoint
ALTER TABLE "meet_events" ADD COLUMN "scheduled_time" text;
--> statement-breakpoint
ALTER TABLE "meet_events" ADD CONSTRAINT "meet_events_scheduled_time_check" CHECK ("scheduled_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');
--> statement-breakpoint
ALTER TABLE "meet_entries" ADD COLUMN "heat" integer;
--> statement-breakpoint
ALTER TABLE "meet_entries" ADD COLUMN "lane" integer;
--> statement-breakpoint
ALTER TABLE "meet_entries" ADD CONSTRAINT "meet_entries_heat_lane_check" CHECK (("heat" IS NULL AND "lane" IS NULL) OR ("heat" BETWEEN 1 AND 99 AND "lane" BETWEEN 1 AND 99));
--> statement-breakpoint
ALTER TABLE "athletes" ADD COLUMN "bib" text;
--> statement-breakpoint
ALTER TABLE "athletes" ADD CONSTRAINT "athletes_bib_check" CHECK ("bib" ~ '^[0-9]{1,5}$');
--> statement-breakpoint
CREATE UNIQUE INDEX "athletes_org_bib_uq" ON "athletes" USING btree ("organization_id","bib") WHERE "athletes"."bib" is not null;
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "bib_range_start" integer;
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "bib_range_end" integer;
--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_bib_range_check" CHECK (("bib_range_start" IS NULL AND "bib_range_end" IS NULL) OR ("bib_range_start" BETWEEN 1 AND 99999 AND "bib_range_end" BETWEEN "bib_range_start" AND 99999));
