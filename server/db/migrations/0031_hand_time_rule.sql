-- Issue 29 item 12: the team's hand-time conversion rule (core/marks/conversion.ts names them);
-- 'splits' is the rule every team had before. Changing it changes the answers (sort keys are
-- recomputed by services/organizations/hand-time-rule.ts), so it bumps the data version too.
ALTER TABLE "organizations" ADD COLUMN "hand_time_rule" text DEFAULT 'splits' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_hand_time_rule_check" CHECK ("organizations"."hand_time_rule" in ('splits', 'world-athletics-ncaa', 'tfn', 'nfhs'));--> statement-breakpoint
CREATE OR REPLACE FUNCTION "splits_bump_data_version_on_settings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW."units", NEW."hand_time_conversion", NEW."hand_time_rule", NEW."timezone") IS DISTINCT FROM (OLD."units", OLD."hand_time_conversion", OLD."hand_time_rule", OLD."timezone") THEN
    NEW."data_version" := OLD."data_version" + 1;
  END IF;
  RETURN NEW;
END $$;
