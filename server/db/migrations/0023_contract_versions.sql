ALTER TABLE "contract_instalments" ADD COLUMN "carried_paid" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "version_kind" varchar(12) DEFAULT 'original' NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "previous_id" integer;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "change_reason" varchar(500);--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "carried_paid" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_previous_id_contracts_id_fk" FOREIGN KEY ("previous_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_one_successor_key" ON "contracts" USING btree ("previous_id") WHERE "contracts"."status" <> 'cancelled';