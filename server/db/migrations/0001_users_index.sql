DROP INDEX "users_organization_idx";--> statement-breakpoint
CREATE INDEX "users_active_by_name_idx" ON "users" USING btree ("organization_id","name","id") WHERE "users"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "users_organization_idx" ON "users" USING btree ("organization_id","archived_at");