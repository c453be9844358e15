CREATE TABLE "spend_rollup_changes" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"changes" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spend_rollup_state" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"rolled" bigint DEFAULT 0 NOT NULL,
	"uses_through" date
);
--> statement-breakpoint
CREATE TABLE "spend_rollups" (
	"organization_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"code" varchar(40) NOT NULL,
	"on" date,
	"committed" bigint DEFAULT 0 NOT NULL,
	"actual" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "spend_rollups_project_idx" ON "spend_rollups" USING btree ("organization_id","project_id","on");--> statement-breakpoint
CREATE INDEX "contract_instalments_due_idx" ON "contract_instalments" USING btree ("organization_id","due_date");--> statement-breakpoint
-- Which projects' spend a statement changed: their spend rollup is stale until spend/rollup.ts
-- rebuilds it from the ledger. The triggers only say where; the figures are computed once, in the
-- server. One trigger per statement and kind on every table the ledger reads (spend/ledger.ts and
-- the sources it lists); a new ledger source's table needs the same three triggers.
CREATE OR REPLACE FUNCTION greenlight_spend_rollup_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO spend_rollup_changes AS c (project_id, organization_id, changes)
    SELECT DISTINCT project_id, organization_id, 1 FROM old_rows
    ON CONFLICT (project_id) DO UPDATE SET changes = c.changes + 1;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO spend_rollup_changes AS c (project_id, organization_id, changes)
    SELECT DISTINCT project_id, organization_id, 1 FROM new_rows
    ON CONFLICT (project_id) DO UPDATE SET changes = c.changes + 1;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DO $$
DECLARE
  ledger_table text;
BEGIN
  FOREACH ledger_table IN ARRAY ARRAY['expenses', 'purchase_orders', 'purchase_order_lines', 'vendor_advances',
    'credit_notes', 'credit_note_lines', 'petty_cash_envelopes', 'petty_cash_lines', 'inventory_movements',
    'contracts', 'contract_instalments', 'contract_payments']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION greenlight_spend_rollup_changed()', ledger_table || '_spend_insert', ledger_table);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION greenlight_spend_rollup_changed()', ledger_table || '_spend_update', ledger_table);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION greenlight_spend_rollup_changed()', ledger_table || '_spend_delete', ledger_table);
  END LOOP;
END;
$$;
--> statement-breakpoint
INSERT INTO spend_rollup_changes (project_id, organization_id, changes)
SELECT id, organization_id, 1 FROM projects;
--> statement-breakpoint
-- The contract rollup now keeps the reminders' events by day ('event' rows) instead of expiries
-- alone: every project's is rebuilt on its next read.
UPDATE contract_rollup_changes SET changes = changes + 1;
