-- Separation of duties may be waived per project by an Admin, with a reason (an organisation with one
-- accountant): the reason, who waived it and when. Null: each step of a document is a different person.
ALTER TABLE "projects" ADD COLUMN "duty_exception_reason" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "duty_exception_by" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "duty_exception_at" timestamp with time zone;