-- historical_records keep their team's and their course's keys by triggers, one query per statement,
-- in place of two foreign keys that looked each row up (a bulk import of 100,000 rows spent a third of
-- its COPY there; decision 030). A written row whose team or course does not exist is refused. The
-- statement that writes rows updates their teams (the data version bump) and touches their courses,
-- so a team or course deleted at the same time waits for those rows and deletes them too (read
-- committed) or fails to serialize (repeatable read), as with the foreign keys. Deleting a team or a
-- course deletes its records; changing the id of one that has records is refused.
ALTER TABLE "historical_records" DROP CONSTRAINT "historical_records_organization_id_organizations_id_fk";--> statement-breakpoint
ALTER TABLE "historical_records" DROP CONSTRAINT "historical_records_course_id_courses_id_fk";--> statement-breakpoint
DROP INDEX "historical_records_course_idx";--> statement-breakpoint
CREATE INDEX "historical_records_course_idx" ON "historical_records" USING btree ("course_id") WHERE "historical_records"."course_id" is not null;--> statement-breakpoint
CREATE FUNCTION "splits_historical_records_written"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  teams uuid[];
  course_ids uuid[];
  touched integer;
  missing uuid;
BEGIN
  SELECT array_agg(DISTINCT "organization_id"), array_agg(DISTINCT "course_id") FILTER (WHERE "course_id" IS NOT NULL)
    INTO teams, course_ids FROM "changed";
  IF course_ids IS NOT NULL THEN
    UPDATE "courses" SET "updated_at" = "updated_at" WHERE "id" = ANY (course_ids);
    GET DIAGNOSTICS touched = ROW_COUNT;
    IF touched < cardinality(course_ids) THEN
      SELECT c INTO missing FROM unnest(course_ids) c WHERE NOT EXISTS (SELECT 1 FROM "courses" WHERE "id" = c) LIMIT 1;
      RAISE EXCEPTION 'insert or update on table "historical_records" names a course that does not exist'
        USING ERRCODE = 'foreign_key_violation', TABLE = 'historical_records', COLUMN = 'course_id',
          DETAIL = format('Key (course_id)=(%s) is not present in table "courses".', missing);
    END IF;
  END IF;
  UPDATE "organizations" SET "data_version" = "data_version" + 1 WHERE "id" = ANY (teams);
  GET DIAGNOSTICS touched = ROW_COUNT;
  IF touched < coalesce(cardinality(teams), 0) THEN
    SELECT o INTO missing FROM unnest(teams) o WHERE NOT EXISTS (SELECT 1 FROM "organizations" WHERE "id" = o) LIMIT 1;
    RAISE EXCEPTION 'insert or update on table "historical_records" names a team that does not exist'
      USING ERRCODE = 'foreign_key_violation', TABLE = 'historical_records', COLUMN = 'organization_id',
        DETAIL = format('Key (organization_id)=(%s) is not present in table "organizations".', missing);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "splits_historical_records_parent_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    IF TG_TABLE_NAME = 'organizations' THEN
      DELETE FROM "historical_records";
    ELSE
      DELETE FROM "historical_records" WHERE "course_id" IS NOT NULL;
    END IF;
  ELSIF TG_OP = 'DELETE' THEN
    IF TG_TABLE_NAME = 'organizations' THEN
      DELETE FROM "historical_records" WHERE "organization_id" = OLD."id";
    ELSE
      DELETE FROM "historical_records" WHERE "course_id" = OLD."id";
    END IF;
  ELSIF OLD."id" <> NEW."id" AND (
    (TG_TABLE_NAME = 'organizations' AND EXISTS (SELECT 1 FROM "historical_records" WHERE "organization_id" = OLD."id"))
    OR (TG_TABLE_NAME = 'courses' AND EXISTS (SELECT 1 FROM "historical_records" WHERE "course_id" = OLD."id"))
  ) THEN
    RAISE EXCEPTION 'update on table "%" changes the id of a row historical_records name', TG_TABLE_NAME
      USING ERRCODE = 'foreign_key_violation', TABLE = TG_TABLE_NAME, COLUMN = 'id';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER "historical_records_version_ins" ON "historical_records";--> statement-breakpoint
DROP TRIGGER "historical_records_version_upd" ON "historical_records";--> statement-breakpoint
CREATE TRIGGER "historical_records_written_ins" AFTER INSERT ON "historical_records" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "splits_historical_records_written"();--> statement-breakpoint
CREATE TRIGGER "historical_records_written_upd" AFTER UPDATE ON "historical_records" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "splits_historical_records_written"();--> statement-breakpoint
CREATE TRIGGER "organizations_historical_records" AFTER UPDATE OF "id" OR DELETE ON "organizations" FOR EACH ROW EXECUTE FUNCTION "splits_historical_records_parent_changed"();--> statement-breakpoint
CREATE TRIGGER "organizations_historical_records_truncated" AFTER TRUNCATE ON "organizations" FOR EACH STATEMENT EXECUTE FUNCTION "splits_historical_records_parent_changed"();--> statement-breakpoint
CREATE TRIGGER "courses_historical_records" AFTER UPDATE OF "id" OR DELETE ON "courses" FOR EACH ROW EXECUTE FUNCTION "splits_historical_records_parent_changed"();--> statement-breakpoint
CREATE TRIGGER "courses_historical_records_truncated" AFTER TRUNCATE ON "courses" FOR EACH STATEMENT EXECUTE FUNCTION "splits_historical_records_parent_changed"();
