-- The trial balance read every document's entries on each request (1.4 s on 200,000 invoices): the
-- journal is kept summed per project, day and account, rebuilt per project on read after a change,
-- as the spend rollup is (db/rollups.ts). Triggers log the projects a statement touched: the
-- documents' own tables by their project; an advance's set-offs through the advance; and the names
-- and kinds the accounts carry (vendors, categories, users, payment modes) for every project of
-- their organisation.
CREATE TABLE "journal_rollup_changes" (
	"project_id" integer NOT NULL,
	"organization_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journal_rollups" (
	"organization_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"on" date NOT NULL,
	"account_code" varchar(40) NOT NULL,
	"account_name" varchar(300) NOT NULL,
	"debit" bigint DEFAULT 0 NOT NULL,
	"credit" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "journal_rollup_changes_project_idx" ON "journal_rollup_changes" USING btree ("organization_id","project_id");--> statement-breakpoint
CREATE INDEX "journal_rollups_project_idx" ON "journal_rollups" USING btree ("organization_id","project_id","on");--> statement-breakpoint
CREATE OR REPLACE FUNCTION greenlight_journal_rollup_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO journal_rollup_changes (project_id, organization_id)
    SELECT DISTINCT project_id, organization_id FROM old_rows;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO journal_rollup_changes (project_id, organization_id)
    SELECT DISTINCT project_id, organization_id FROM new_rows;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO journal_rollup_changes (project_id, organization_id)
    SELECT DISTINCT project_id, organization_id FROM new_rows
    EXCEPT SELECT project_id, organization_id FROM old_rows;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION greenlight_journal_set_off_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO journal_rollup_changes (project_id, organization_id)
    SELECT DISTINCT a.project_id, a.organization_id FROM vendor_advances a WHERE a.id IN (SELECT advance_id FROM old_rows);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO journal_rollup_changes (project_id, organization_id)
    SELECT DISTINCT a.project_id, a.organization_id FROM vendor_advances a WHERE a.id IN (SELECT advance_id FROM new_rows);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION greenlight_journal_names_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO journal_rollup_changes (project_id, organization_id)
    SELECT p.id, p.organization_id FROM projects p WHERE p.organization_id IN (SELECT organization_id FROM old_rows);
  ELSE
    INSERT INTO journal_rollup_changes (project_id, organization_id)
    SELECT p.id, p.organization_id FROM projects p WHERE p.organization_id IN (SELECT organization_id FROM new_rows);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Users change on every sign-in: only a renamed one changes an account (a petty-cash holder's).
CREATE OR REPLACE FUNCTION greenlight_journal_user_renamed() RETURNS trigger AS $$
BEGIN
  INSERT INTO journal_rollup_changes (project_id, organization_id)
  SELECT p.id, p.organization_id FROM projects p WHERE p.organization_id IN (
    SELECT n.organization_id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.name IS DISTINCT FROM o.name);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_journal_update AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION greenlight_journal_user_renamed();
--> statement-breakpoint
DO $$
DECLARE
  journal_table text;
  kind text;
BEGIN
  FOREACH journal_table IN ARRAY ARRAY['expenses', 'credit_notes', 'vendor_advances', 'petty_cash_floats',
    'petty_cash_envelopes', 'petty_cash_lines', 'petty_cash_holders', 'contract_payments', 'contract_instalments',
    'budget_lines', 'budget_versions', 'advance_adjustments', 'vendors', 'categories', 'payment_modes']
  LOOP
    kind := CASE
      WHEN journal_table = 'advance_adjustments' THEN 'greenlight_journal_set_off_changed'
      WHEN journal_table IN ('vendors', 'categories', 'payment_modes') THEN 'greenlight_journal_names_changed'
      ELSE 'greenlight_journal_rollup_changed'
    END;
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION %I()', journal_table || '_journal_insert', journal_table, kind);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION %I()', journal_table || '_journal_update', journal_table, kind);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION %I()', journal_table || '_journal_delete', journal_table, kind);
  END LOOP;
END;
$$;
--> statement-breakpoint
INSERT INTO journal_rollup_changes (project_id, organization_id) SELECT id, organization_id FROM projects;
