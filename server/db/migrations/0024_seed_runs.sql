-- Seeds run once per database, recorded here (decision 041): the demo team renamed or deleted is
-- never created again. A database seeded before this table existed has the demo owner's account.
CREATE TABLE "seed_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO "seed_runs" ("name")
SELECT 'demo' WHERE EXISTS (SELECT 1 FROM "auth_users" WHERE "email" = 'owner@splits.demo');
