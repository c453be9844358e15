-- The rollups' changes become a log: a trigger appends a row per project a statement touched,
-- instead of bumping one counter row per project. The counter row was locked until the writer
-- committed, so writers of one project queued on it and two writing two projects in opposite
-- orders deadlocked. A rebuild now deletes the rows it has seen (db/rollups.ts); a row appended by a
-- write still open is not seen, and keeps the project stale for the next read.
DROP TABLE "contract_rollup_state" CASCADE;--> statement-breakpoint
ALTER TABLE "contract_rollup_changes" DROP CONSTRAINT "contract_rollup_changes_pkey";--> statement-breakpoint
ALTER TABLE "spend_rollup_changes" DROP CONSTRAINT "spend_rollup_changes_pkey";--> statement-breakpoint
ALTER TABLE "contract_rollup_changes" DROP COLUMN "changes";--> statement-breakpoint
ALTER TABLE "spend_rollup_changes" DROP COLUMN "changes";--> statement-breakpoint
ALTER TABLE "spend_rollup_state" DROP COLUMN "rolled";--> statement-breakpoint
CREATE INDEX "contract_rollup_changes_project_idx" ON "contract_rollup_changes" USING btree ("organization_id","project_id");--> statement-breakpoint
CREATE INDEX "spend_rollup_changes_project_idx" ON "spend_rollup_changes" USING btree ("organization_id","project_id");--> statement-breakpoint
-- Without the counters, which rollups were up to date is unknown: every project is rebuilt on its
-- next read.
DELETE FROM contract_rollup_changes;--> statement-breakpoint
INSERT INTO contract_rollup_changes (project_id, organization_id) SELECT id, organization_id FROM projects;--> statement-breakpoint
DELETE FROM spend_rollup_changes;--> statement-breakpoint
INSERT INTO spend_rollup_changes (project_id, organization_id) SELECT id, organization_id FROM projects;--> statement-breakpoint
CREATE OR REPLACE FUNCTION greenlight_contract_rollup_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO contract_rollup_changes (project_id, organization_id)
    SELECT DISTINCT project_id, organization_id FROM old_rows;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO contract_rollup_changes (project_id, organization_id)
    SELECT DISTINCT project_id, organization_id FROM new_rows;
  ELSIF TG_OP = 'UPDATE' THEN
    -- A row moved to another project changes both; one that stayed is logged once.
    INSERT INTO contract_rollup_changes (project_id, organization_id)
    SELECT DISTINCT project_id, organization_id FROM new_rows
    EXCEPT SELECT project_id, organization_id FROM old_rows;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION greenlight_contract_invoice_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO contract_rollup_changes (project_id, organization_id)
    SELECT DISTINCT project_id, organization_id FROM old_rows WHERE contract_instalment_id IS NOT NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO contract_rollup_changes (project_id, organization_id)
    SELECT DISTINCT project_id, organization_id FROM new_rows WHERE contract_instalment_id IS NOT NULL;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO contract_rollup_changes (project_id, organization_id)
    SELECT DISTINCT project_id, organization_id FROM new_rows WHERE contract_instalment_id IS NOT NULL
    EXCEPT SELECT project_id, organization_id FROM old_rows WHERE contract_instalment_id IS NOT NULL;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION greenlight_spend_rollup_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO spend_rollup_changes (project_id, organization_id)
    SELECT DISTINCT project_id, organization_id FROM old_rows;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO spend_rollup_changes (project_id, organization_id)
    SELECT DISTINCT project_id, organization_id FROM new_rows;
  ELSIF TG_OP = 'UPDATE' THEN
    -- A row moved to another project changes both; one that stayed is logged once.
    INSERT INTO spend_rollup_changes (project_id, organization_id)
    SELECT DISTINCT project_id, organization_id FROM new_rows
    EXCEPT SELECT project_id, organization_id FROM old_rows;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
