ALTER TABLE "organizations" ADD COLUMN "data_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- One bump per statement and team (a bulk insert of 100,000 results bumps once per statement).
CREATE FUNCTION "splits_bump_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "organizations" SET "data_version" = "data_version" + 1
  WHERE "id" IN (SELECT DISTINCT "organization_id" FROM "changed");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "splits_bump_data_version_by_entry"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "organizations" SET "data_version" = "data_version" + 1
  WHERE "id" IN (SELECT DISTINCT e."organization_id" FROM "changed" c JOIN "meet_entries" e ON e."id" = c."entry_id");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "splits_bump_data_version_on_settings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW."units", NEW."hand_time_conversion", NEW."timezone") IS DISTINCT FROM (OLD."units", OLD."hand_time_conversion", OLD."timezone") THEN
    NEW."data_version" := OLD."data_version" + 1;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "organizations_settings_version" BEFORE UPDATE ON "organizations" FOR EACH ROW EXECUTE FUNCTION "splits_bump_data_version_on_settings"();--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['athletes', 'meets', 'meet_events', 'meet_entries', 'results'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION splits_bump_data_version()', t || '_version_ins', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION splits_bump_data_version()', t || '_version_upd', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION splits_bump_data_version()', t || '_version_del', t);
  END LOOP;
END $$;--> statement-breakpoint
CREATE TRIGGER "relay_legs_version_ins" AFTER INSERT ON "relay_legs" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "splits_bump_data_version_by_entry"();--> statement-breakpoint
CREATE TRIGGER "relay_legs_version_upd" AFTER UPDATE ON "relay_legs" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "splits_bump_data_version_by_entry"();--> statement-breakpoint
CREATE TRIGGER "relay_legs_version_del" AFTER DELETE ON "relay_legs" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "splits_bump_data_version_by_entry"();
