ALTER TABLE "budget_controls" ALTER COLUMN "document_type" SET DATA TYPE varchar(20);--> statement-breakpoint
CREATE INDEX "expenses_vendor_invoice_idx" ON "expenses" USING btree ("organization_id","vendor_id",lower(regexp_replace("invoice_no", '[[:space:]]', '', 'g')));--> statement-breakpoint
-- Raising purchase orders became a grant of its own (permission module 'purchase', POST). Until now
-- whoever held project GET could raise them: every role keeps that, but the Dashboard User, whose
-- pages never offered it.
INSERT INTO "role_permissions" ("role_id", "module_name", "method_name", "permission_active")
SELECT r."id", 'purchase', 'POST',
  CASE
    WHEN r."role_type" IN ('Super Admin', 'Admin') THEN 2
    WHEN r."role_type" <> 'Dashboard User' AND EXISTS (
      SELECT 1 FROM "role_permissions" p
      WHERE p."role_id" = r."id" AND p."module_name" = 'project' AND p."method_name" = 'GET'
        AND p."permission_active" = 2
    ) THEN 2
    ELSE 1
  END
FROM "roles" r
ON CONFLICT ("role_id", "module_name", "method_name") DO NOTHING;
