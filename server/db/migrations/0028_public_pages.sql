CREATE TABLE "public_pages" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"athlete_profiles" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "public_pages_slug_check" CHECK ("public_pages"."slug" ~ '^[a-z0-9]([a-z0-9-]{0,46}[a-z0-9])?$')
);
--> statement-breakpoint
CREATE TABLE "athlete_public_consents" (
	"athlete_id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"given_by_user_id" uuid,
	"given_by_role" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"given_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "athlete_public_consents_role_check" CHECK ("athlete_public_consents"."given_by_role" in ('athlete', 'parent', 'coach'))
);
--> statement-breakpoint
ALTER TABLE "public_pages" ADD CONSTRAINT "public_pages_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "athlete_public_consents" ADD CONSTRAINT "athlete_public_consents_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "athlete_public_consents" ADD CONSTRAINT "athlete_public_consents_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "athlete_public_consents" ADD CONSTRAINT "athlete_public_consents_given_by_user_id_users_id_fk" FOREIGN KEY ("given_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "public_pages_slug_idx" ON "public_pages" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "athlete_public_consents_org_idx" ON "athlete_public_consents" USING btree ("organization_id");--> statement-breakpoint
CREATE TRIGGER "athlete_public_consents_version_ins" AFTER INSERT ON "athlete_public_consents" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "splits_bump_data_version"();--> statement-breakpoint
CREATE TRIGGER "athlete_public_consents_version_upd" AFTER UPDATE ON "athlete_public_consents" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "splits_bump_data_version"();--> statement-breakpoint
CREATE TRIGGER "athlete_public_consents_version_del" AFTER DELETE ON "athlete_public_consents" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "splits_bump_data_version"();
