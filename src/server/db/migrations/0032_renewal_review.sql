CREATE TABLE "renewal_review" (
	"term_id" text PRIMARY KEY NOT NULL,
	"policy_id" text NOT NULL,
	"checked_on" date NOT NULL,
	"reason_key" text,
	"reason_params" jsonb,
	"non_renewal_by" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "renewal_review" ADD CONSTRAINT "renewal_review_term_id_policy_term_id_fk" FOREIGN KEY ("term_id") REFERENCES "policy_term"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_review" ADD CONSTRAINT "renewal_review_policy_id_policy_id_fk" FOREIGN KEY ("policy_id") REFERENCES "policy"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "renewal_review_checked_idx" ON "renewal_review" USING btree ("checked_on");