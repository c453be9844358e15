ALTER TABLE "budget_versions" ADD COLUMN "line_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "budget_versions" ADD COLUMN "total" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "budget_lines_live_page_idx" ON "budget_lines" USING btree ("version_id","position","id") WHERE "budget_lines"."deleted_at" is null;