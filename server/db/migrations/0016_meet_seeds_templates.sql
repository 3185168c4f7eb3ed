CREATE TABLE "meet_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"events" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meet_entries" ADD COLUMN "seed_mark" jsonb;--> statement-breakpoint
ALTER TABLE "meet_templates" ADD CONSTRAINT "meet_templates_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meet_templates_org_idx" ON "meet_templates" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "meet_templates_org_name_uq" ON "meet_templates" USING btree ("organization_id",lower("name"));