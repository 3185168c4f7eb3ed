ALTER TABLE "organizations" ADD COLUMN "competition_level" text DEFAULT 'high-school' NOT NULL;--> statement-breakpoint
-- Existing teams get the level their type suggests (core/api/organizations levelOfKind).
UPDATE "organizations" SET "competition_level" = CASE "kind" WHEN 'college' THEN 'college' WHEN 'club' THEN 'open' WHEN 'other' THEN 'open' ELSE 'high-school' END;
