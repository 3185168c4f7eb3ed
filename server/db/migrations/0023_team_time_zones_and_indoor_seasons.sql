-- Issue 24. (1) A team's time zone is an IANA name (the contract checks it, core/schedule/time-zones),
-- and schedule events no longer keep a zone of their own: they are read in the team's (decision 040),
-- so a zone stored while any string was taken cannot keep the schedule and the feed failing. A team
-- zone the server cannot use is repaired: the same name in another case, else the zone of the team's
-- latest event written in a usable one, else America/New_York (the contract's default). "Usable" is
-- PostgreSQL's list without the names the server's Intl refuses (posix/ and right/ copies, Factory,
-- localtime, posixrules, Etc/GMT+N), which is the server's list on the same tz database.
CREATE TEMPORARY TABLE "usable_time_zones" AS
  SELECT "name" FROM pg_timezone_names
  WHERE "name" !~ '^(posix|right)/' AND "name" NOT IN ('Factory', 'localtime', 'posixrules') AND "name" !~ '^Etc/GMT[+-]([1-9]|1[0-4])$';--> statement-breakpoint
UPDATE "organizations" o SET "timezone" = coalesce(
  (SELECT u."name" FROM "usable_time_zones" u WHERE lower(u."name") = lower(btrim(o."timezone")) ORDER BY u."name" LIMIT 1),
  (SELECT e."timezone" FROM "schedule_events" e
     WHERE e."organization_id" = o."id" AND e."timezone" IN (SELECT "name" FROM "usable_time_zones")
     ORDER BY e."created_at" DESC LIMIT 1),
  'America/New_York')
WHERE o."timezone" NOT IN (SELECT "name" FROM "usable_time_zones");--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_timezone_check" CHECK ("organizations"."timezone" ~ '^[A-Za-z][A-Za-z0-9_+-]*(/[A-Za-z0-9_+-]+)*$');--> statement-breakpoint
DROP TABLE "usable_time_zones";--> statement-breakpoint
ALTER TABLE "schedule_events" DROP COLUMN "timezone";--> statement-breakpoint
-- (2) One season rule (core/seasons.ts, decision 040): an indoor mark from July to December belongs to
-- the indoor season ending the next year, as meets already did. Historical records typed or imported
-- with a July-November date were put in the season that had ended that spring.
UPDATE "historical_records" SET "season_year" = extract(year from "date")::int + 1
WHERE "season" = 'indoor' AND extract(month from "date") BETWEEN 7 AND 11 AND "season_year" = extract(year from "date")::int;
