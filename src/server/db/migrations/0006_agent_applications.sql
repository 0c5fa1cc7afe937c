CREATE TABLE "agent_application" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"company" text,
	"license_number" text NOT NULL,
	"license_state" text NOT NULL,
	"years_experience" text NOT NULL,
	"preferred_territory" text,
	"message" text,
	"status" text DEFAULT 'received' NOT NULL,
	"terms_agreed_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
