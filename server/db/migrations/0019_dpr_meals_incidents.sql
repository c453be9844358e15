ALTER TABLE "dpr_rules" ADD COLUMN "meal_rate" bigint DEFAULT 25000 NOT NULL;--> statement-breakpoint
ALTER TABLE "dprs" ADD COLUMN "meals_served" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "dprs" ADD COLUMN "incidents" text;