CREATE TABLE "policy_interest" (
	"policy_id" text NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"street" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip_code" text NOT NULL,
	"loan_number" text,
	CONSTRAINT "policy_interest_policy_id_position_pk" PRIMARY KEY("policy_id","position")
);
--> statement-breakpoint
CREATE TABLE "policy_mailing_address" (
	"policy_id" text PRIMARY KEY NOT NULL,
	"street" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip_code" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mailing" (
	"id" text PRIMARY KEY NOT NULL,
	"mail_on" date NOT NULL,
	"policy_id" text NOT NULL,
	"transaction_id" text NOT NULL,
	"policy_number" text NOT NULL,
	"notice" text NOT NULL,
	"recipient" text NOT NULL,
	"name" text NOT NULL,
	"street" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip_code" text NOT NULL,
	"loan_number" text,
	"language" text NOT NULL,
	"storage_key" text NOT NULL,
	"email_id" bigint,
	"mailed_at" timestamp with time zone,
	"mailed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "policy_interest" ADD CONSTRAINT "policy_interest_policy_id_policy_id_fk" FOREIGN KEY ("policy_id") REFERENCES "policy"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_mailing_address" ADD CONSTRAINT "policy_mailing_address_policy_id_policy_id_fk" FOREIGN KEY ("policy_id") REFERENCES "policy"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailing" ADD CONSTRAINT "mailing_policy_id_policy_id_fk" FOREIGN KEY ("policy_id") REFERENCES "policy"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailing" ADD CONSTRAINT "mailing_transaction_id_policy_transaction_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "policy_transaction"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailing" ADD CONSTRAINT "mailing_mailed_by_auth_user_id_fk" FOREIGN KEY ("mailed_by") REFERENCES "auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mailing_day_idx" ON "mailing" USING btree ("mail_on");--> statement-breakpoint
CREATE INDEX "mailing_policy_idx" ON "mailing" USING btree ("policy_id");