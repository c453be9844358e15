CREATE INDEX "budget_lines_code_trgm" ON "budget_lines" USING gin ("budget_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "budget_lines_description_trgm" ON "budget_lines" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vendors_search_trgm" ON "vendors" USING gin ("search_text" gin_trgm_ops);