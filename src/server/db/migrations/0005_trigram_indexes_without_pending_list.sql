-- Written by hand. GIN's fast-update pending list is read sequentially by every
-- search until (auto)vacuum merges it; after a burst of new policies that made
-- free-text search several times slower. Without it each insert updates the
-- index directly: slightly slower writes, steady searches.
ALTER INDEX "policy_number_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "policy_insured_name_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "auth_user_name_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "portal_name_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "portal_company_name_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "document_name_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "gl_product_name_trgm_idx" SET (fastupdate = off);
