ALTER TABLE "inventory_items" ADD COLUMN "po_line_id" integer;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "challan_id" integer;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "overdue_alerted_for" date;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_po_line_id_purchase_order_lines_id_fk" FOREIGN KEY ("po_line_id") REFERENCES "public"."purchase_order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_challan_id_delivery_challans_id_fk" FOREIGN KEY ("challan_id") REFERENCES "public"."delivery_challans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_items_challan_line_key" ON "inventory_items" USING btree ("challan_id","po_line_id") WHERE "inventory_items"."challan_id" is not null;--> statement-breakpoint
CREATE INDEX "inventory_items_on_hire_idx" ON "inventory_items" USING btree ("due_back") WHERE "inventory_items"."status" = 'on_hire';