-- Policy search for active policies (the list's usual filter) reads trigram indexes of active policies only:
-- a quarter of the postings of the indexes that hold every status, and no status list to merge (decision 0037).
CREATE INDEX "policy_number_active_search_idx" ON "policy" USING gin ("policy_number" public.gin_trgm_ops) WITH (fastupdate = off) WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "policy_insured_name_active_search_idx" ON "policy" USING gin ("insured_name" public.gin_trgm_ops) WITH (fastupdate = off) WHERE status = 'active';
--> statement-breakpoint
-- A claim or a payment names its policy by number, in any case: found through an index, not by reading the book.
CREATE INDEX "policy_upper_number_idx" ON "policy" USING btree (upper("policy_number"));
