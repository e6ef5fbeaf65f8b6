CREATE TABLE "chosen_billing_cycles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"billing_cycle" text NOT NULL,
	"chosen_at" timestamp with time zone DEFAULT now() NOT NULL
);
