CREATE TABLE "user_counts" (
	"organization_id" integer NOT NULL,
	"archived" boolean NOT NULL,
	"contract_active" smallint NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "user_counts_organization_id_archived_contract_active_pk" PRIMARY KEY("organization_id","archived","contract_active")
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION greenlight_count_users() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE user_counts SET total = total - 1
    WHERE organization_id = OLD.organization_id AND archived = (OLD.archived_at IS NOT NULL) AND contract_active = OLD.contract_active;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO user_counts AS c (organization_id, archived, contract_active, total)
    VALUES (NEW.organization_id, NEW.archived_at IS NOT NULL, NEW.contract_active, 1)
    ON CONFLICT (organization_id, archived, contract_active) DO UPDATE SET total = c.total + 1;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_count_insert_delete AFTER INSERT OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION greenlight_count_users();
--> statement-breakpoint
CREATE TRIGGER users_count_update AFTER UPDATE OF organization_id, archived_at, contract_active ON users
  FOR EACH ROW
  WHEN (OLD.organization_id IS DISTINCT FROM NEW.organization_id
     OR (OLD.archived_at IS NULL) IS DISTINCT FROM (NEW.archived_at IS NULL)
     OR OLD.contract_active IS DISTINCT FROM NEW.contract_active)
  EXECUTE FUNCTION greenlight_count_users();
--> statement-breakpoint
INSERT INTO user_counts (organization_id, archived, contract_active, total)
SELECT organization_id, archived_at IS NOT NULL, contract_active, count(*)::int FROM users GROUP BY 1, 2, 3;
