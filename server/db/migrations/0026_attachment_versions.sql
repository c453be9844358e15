ALTER TABLE "attachments" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Files already kept under one name on one owner become its versions, oldest first.
UPDATE "attachments" AS a SET "version" = numbered.n FROM (
  SELECT "id", row_number() OVER (
    PARTITION BY "organization_id", "owner", "owner_id", lower("file_name") ORDER BY "created_at", "id"
  ) AS n FROM "attachments"
) AS numbered WHERE numbered."id" = a."id" AND numbered.n > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "attachments_owner_name_version_key" ON "attachments" USING btree ("organization_id","owner","owner_id",lower("file_name"),"version");
