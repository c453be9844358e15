CREATE TABLE "contract_rollup_changes" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"changes" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_rollup_state" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"rolled" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_rollups" (
	"organization_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"agreement_id" integer,
	"platform_id" integer,
	"status" varchar(16),
	"day" date,
	"count" integer DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "contract_rollups_project_idx" ON "contract_rollups" USING btree ("organization_id","project_id","kind");--> statement-breakpoint
-- Which projects' contract figures a statement changed: their rollups are stale until
-- contracts/rollup.ts rebuilds them. The triggers only say where; what the figures are is computed
-- once, in the server. Statement triggers with transition tables: a bulk insert bumps once.
--> statement-breakpoint
CREATE OR REPLACE FUNCTION greenlight_contract_rollup_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO contract_rollup_changes AS c (project_id, organization_id, changes)
    SELECT DISTINCT project_id, organization_id, 1 FROM old_rows
    ON CONFLICT (project_id) DO UPDATE SET changes = c.changes + 1;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO contract_rollup_changes AS c (project_id, organization_id, changes)
    SELECT DISTINCT project_id, organization_id, 1 FROM new_rows
    ON CONFLICT (project_id) DO UPDATE SET changes = c.changes + 1;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION greenlight_contract_invoice_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO contract_rollup_changes AS c (project_id, organization_id, changes)
    SELECT DISTINCT project_id, organization_id, 1 FROM old_rows WHERE contract_instalment_id IS NOT NULL
    ON CONFLICT (project_id) DO UPDATE SET changes = c.changes + 1;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO contract_rollup_changes AS c (project_id, organization_id, changes)
    SELECT DISTINCT project_id, organization_id, 1 FROM new_rows WHERE contract_instalment_id IS NOT NULL
    ON CONFLICT (project_id) DO UPDATE SET changes = c.changes + 1;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER contracts_rollup_insert AFTER INSERT ON contracts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION greenlight_contract_rollup_changed();
--> statement-breakpoint
CREATE TRIGGER contracts_rollup_update AFTER UPDATE ON contracts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION greenlight_contract_rollup_changed();
--> statement-breakpoint
CREATE TRIGGER contracts_rollup_delete AFTER DELETE ON contracts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION greenlight_contract_rollup_changed();
--> statement-breakpoint
CREATE TRIGGER contract_instalments_rollup_insert AFTER INSERT ON contract_instalments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION greenlight_contract_rollup_changed();
--> statement-breakpoint
CREATE TRIGGER contract_instalments_rollup_update AFTER UPDATE ON contract_instalments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION greenlight_contract_rollup_changed();
--> statement-breakpoint
CREATE TRIGGER contract_instalments_rollup_delete AFTER DELETE ON contract_instalments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION greenlight_contract_rollup_changed();
--> statement-breakpoint
CREATE TRIGGER contract_payments_rollup_insert AFTER INSERT ON contract_payments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION greenlight_contract_rollup_changed();
--> statement-breakpoint
CREATE TRIGGER contract_payments_rollup_update AFTER UPDATE ON contract_payments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION greenlight_contract_rollup_changed();
--> statement-breakpoint
CREATE TRIGGER contract_payments_rollup_delete AFTER DELETE ON contract_payments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION greenlight_contract_rollup_changed();
--> statement-breakpoint
CREATE TRIGGER expenses_rollup_insert AFTER INSERT ON expenses
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION greenlight_contract_invoice_changed();
--> statement-breakpoint
CREATE TRIGGER expenses_rollup_update AFTER UPDATE ON expenses
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION greenlight_contract_invoice_changed();
--> statement-breakpoint
CREATE TRIGGER expenses_rollup_delete AFTER DELETE ON expenses
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION greenlight_contract_invoice_changed();
--> statement-breakpoint
INSERT INTO contract_rollup_changes (project_id, organization_id, changes)
SELECT DISTINCT project_id, organization_id, 1 FROM contracts;
