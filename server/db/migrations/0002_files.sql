CREATE TABLE "files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid,
	"uploaded_by" uuid,
	"purpose" text NOT NULL,
	"bucket" text NOT NULL,
	"full_path" text NOT NULL,
	"name" text NOT NULL,
	"size" bigint NOT NULL,
	"content_type" text NOT NULL,
	"md5_hash" text NOT NULL,
	"custom_metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_purpose_check" CHECK ("files"."purpose" in ('profile-photo', 'logo', 'attachment', 'document')),
	CONSTRAINT "files_owner_check" CHECK (("files"."organization_id" is null) = ("files"."purpose" = 'profile-photo')),
	CONSTRAINT "files_size_check" CHECK ("files"."size" >= 0)
);
--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "files_bucket_full_path_uq" ON "files" USING btree ("bucket","full_path");--> statement-breakpoint
CREATE INDEX "files_org_created_idx" ON "files" USING btree ("organization_id","time_created");--> statement-breakpoint
CREATE INDEX "files_uploader_purpose_idx" ON "files" USING btree ("uploaded_by","purpose");