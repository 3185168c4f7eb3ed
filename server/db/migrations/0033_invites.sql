-- Invites per person (decision 057): an email, the role it joins with, a parent's athletes, a
-- single-use token kept as its SHA-256; one pending invite per team and address.
CREATE TABLE "invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" uuid,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "invites_role_check" CHECK ("invites"."role" in ('athlete', 'parent', 'coach'))
);
--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invites_token_hash_uq" ON "invites" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "invites_org_email_pending_uq" ON "invites" USING btree ("organization_id","email") WHERE "invites"."accepted_at" is null and "invites"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "invites_org_created_idx" ON "invites" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE TABLE "invite_athletes" (
	"invite_id" uuid NOT NULL,
	"athlete_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	CONSTRAINT "invite_athletes_invite_id_athlete_id_pk" PRIMARY KEY("invite_id","athlete_id")
);
--> statement-breakpoint
ALTER TABLE "invite_athletes" ADD CONSTRAINT "invite_athletes_invite_id_invites_id_fk" FOREIGN KEY ("invite_id") REFERENCES "public"."invites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_athletes" ADD CONSTRAINT "invite_athletes_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_athletes" ADD CONSTRAINT "invite_athletes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invite_athletes_athlete_idx" ON "invite_athletes" USING btree ("athlete_id");--> statement-breakpoint
CREATE INDEX "invite_athletes_org_idx" ON "invite_athletes" USING btree ("organization_id");
