-- Evidence: petty-cash bills and invoices from this amount up go forward only with a receipt
-- attached. Null (every organisation until its Admin sets an amount): none is required.
ALTER TABLE "organizations" ADD COLUMN "receipts_required_from" bigint;
