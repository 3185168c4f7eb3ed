CREATE TABLE "combined_marks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"meet_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"discipline" text NOT NULL,
	"mark_kind" text NOT NULL,
	"ms" integer,
	"timing" text,
	"mm" integer,
	"quarter_inches" integer,
	"non_mark" text,
	"wind_tenths" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "combined_marks_mark_check" CHECK (("combined_marks"."mark_kind" = 'time' and "combined_marks"."ms" > 0 and "combined_marks"."timing" in ('fat', 'hand'))
        or ("combined_marks"."mark_kind" = 'length' and "combined_marks"."mm" > 0)
        or ("combined_marks"."mark_kind" = 'non-mark' and "combined_marks"."non_mark" is not null))
);
--> statement-breakpoint
ALTER TABLE "results" DROP CONSTRAINT "results_mark_kind_check";--> statement-breakpoint
ALTER TABLE "results" DROP CONSTRAINT "results_mark_check";--> statement-breakpoint
ALTER TABLE "results" ADD COLUMN "points" integer;--> statement-breakpoint
ALTER TABLE "combined_marks" ADD CONSTRAINT "combined_marks_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combined_marks" ADD CONSTRAINT "combined_marks_meet_id_meets_id_fk" FOREIGN KEY ("meet_id") REFERENCES "public"."meets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combined_marks" ADD CONSTRAINT "combined_marks_entry_id_meet_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."meet_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "combined_marks_entry_discipline_uq" ON "combined_marks" USING btree ("entry_id","discipline");--> statement-breakpoint
CREATE INDEX "combined_marks_org_meet_idx" ON "combined_marks" USING btree ("organization_id","meet_id");--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_mark_kind_check" CHECK ("results"."mark_kind" in ('time', 'length', 'points', 'non-mark'));--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_mark_check" CHECK (("results"."mark_kind" = 'time' and "results"."ms" > 0 and "results"."timing" in ('fat', 'hand'))
        or ("results"."mark_kind" = 'length' and "results"."mm" > 0)
        or ("results"."mark_kind" = 'points' and "results"."points" >= 0)
        or ("results"."mark_kind" = 'non-mark' and "results"."non_mark" is not null));--> statement-breakpoint
CREATE TRIGGER "combined_marks_version_ins" AFTER INSERT ON "combined_marks" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "splits_bump_data_version"();--> statement-breakpoint
CREATE TRIGGER "combined_marks_version_upd" AFTER UPDATE ON "combined_marks" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "splits_bump_data_version"();--> statement-breakpoint
CREATE TRIGGER "combined_marks_version_del" AFTER DELETE ON "combined_marks" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "splits_bump_data_version"();
