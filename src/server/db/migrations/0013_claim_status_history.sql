CREATE TABLE "claim_status_event" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"claim_id" text NOT NULL,
	"status" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_by" text,
	"note" varchar(1000)
);
--> statement-breakpoint
ALTER TABLE "claim_status_event" ADD CONSTRAINT "claim_status_event_claim_id_claim_id_fk" FOREIGN KEY ("claim_id") REFERENCES "claim"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_status_event" ADD CONSTRAINT "claim_status_event_changed_by_auth_user_id_fk" FOREIGN KEY ("changed_by") REFERENCES "auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_status_event_claim_idx" ON "claim_status_event" USING btree ("claim_id","changed_at");--> statement-breakpoint
-- Claims filed before the timeline existed: "received" when filed, then where they stand now, as of their last change.
INSERT INTO "claim_status_event" ("claim_id", "status", "changed_at")
SELECT "id", 'received', "created_at" FROM "claim" ORDER BY "created_at", "id";--> statement-breakpoint
INSERT INTO "claim_status_event" ("claim_id", "status", "changed_at")
SELECT "id", "status", "updated_at" FROM "claim" WHERE "status" <> 'received' ORDER BY "created_at", "id";
