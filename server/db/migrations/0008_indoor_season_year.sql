-- The indoor season runs from December into March and is named by the year it ends in (core/seasons.ts).
-- Indoor meets from July to December that kept the old default (the first day's year) move to the next year.
UPDATE "meets" SET "season_year" = "season_year" + 1
WHERE "season" = 'indoor'
  AND EXTRACT(MONTH FROM "start_date") >= 7
  AND "season_year" = EXTRACT(YEAR FROM "start_date");
