CREATE TABLE "catastrophe_notice" (
	"id" text PRIMARY KEY NOT NULL,
	"text_en" text NOT NULL,
	"text_it" text DEFAULT '' NOT NULL,
	"link_url" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catastrophe_notice" ADD CONSTRAINT "catastrophe_notice_created_by_auth_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catastrophe_notice_window_idx" ON "catastrophe_notice" USING btree ("starts_at","ends_at");