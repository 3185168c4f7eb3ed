-- Resumable uploads in progress are staged in the database, where every server sees them (decision
-- 047): an upload started through one server continues through any other, no sticky sessions.
CREATE TABLE "staged_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"size" bigint,
	"offset" bigint DEFAULT 0 NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staged_upload_pieces" (
	"upload_id" text NOT NULL,
	"start" bigint NOT NULL,
	"length" integer NOT NULL,
	"bytes" bytea NOT NULL,
	CONSTRAINT "staged_upload_pieces_upload_id_start_pk" PRIMARY KEY("upload_id","start")
);
--> statement-breakpoint
ALTER TABLE "staged_upload_pieces" ADD CONSTRAINT "staged_upload_pieces_upload_id_staged_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."staged_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staged_uploads_created_idx" ON "staged_uploads" USING btree ("created_at");
