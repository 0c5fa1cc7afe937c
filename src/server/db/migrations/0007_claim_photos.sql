CREATE TABLE "claim_photo" (
	"id" text PRIMARY KEY NOT NULL,
	"claim_id" text,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"content_hash" text NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claim_photo_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
ALTER TABLE "claim_photo" ADD CONSTRAINT "claim_photo_claim_id_claim_id_fk" FOREIGN KEY ("claim_id") REFERENCES "claim"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_photo_claim_idx" ON "claim_photo" USING btree ("claim_id");