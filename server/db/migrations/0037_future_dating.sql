-- A document dated after today no longer counts in today's reports while the budget page already
-- shows it: documents are refused when dated more than this many days ahead (0: not after today).
ALTER TABLE "organizations" ADD COLUMN "future_days_allowed" integer DEFAULT 0 NOT NULL;
