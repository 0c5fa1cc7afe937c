DROP INDEX "policy_status_idx";--> statement-breakpoint
DROP INDEX "policy_type_idx";--> statement-breakpoint
CREATE INDEX "policy_agent_status_idx" ON "policy" USING btree ("agent_id","status","policy_number");--> statement-breakpoint
CREATE INDEX "policy_insured_name_idx" ON "policy" USING btree ("insured_name","id");--> statement-breakpoint
CREATE INDEX "policy_effective_date_idx" ON "policy" USING btree ("effective_date","id");--> statement-breakpoint
CREATE INDEX "policy_expiration_date_idx" ON "policy" USING btree ("expiration_date","id");--> statement-breakpoint
CREATE INDEX "policy_premium_idx" ON "policy" USING btree ("premium","id");--> statement-breakpoint
-- Written by hand (decision 0018). Free-text search keeps the status beside the
-- trigrams, so "name contains X and status is Y" is answered inside one GIN scan
-- instead of ANDing a bitmap of a quarter of the book into every search. A GIN
-- index with several columns also serves a search on the text alone.
CREATE EXTENSION IF NOT EXISTS btree_gin WITH SCHEMA public;--> statement-breakpoint
DROP INDEX "policy_number_trgm_idx";--> statement-breakpoint
DROP INDEX "policy_insured_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "policy_number_search_idx" ON "policy" USING gin ("policy_number" public.gin_trgm_ops, "status") WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX "policy_insured_name_search_idx" ON "policy" USING gin ("insured_name" public.gin_trgm_ops, "status") WITH (fastupdate = off);--> statement-breakpoint
-- An agent's book is rarely spread evenly over the statuses; without this the
-- planner multiplies the two shares and misjudges an agent's active policies.
CREATE STATISTICS "policy_agent_status_stats" (mcv, dependencies) ON "agent_id", "status" FROM "policy";
