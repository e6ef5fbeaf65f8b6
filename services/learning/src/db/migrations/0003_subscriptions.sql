CREATE TABLE "subscriptions" (
	"subscription_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"active" boolean NOT NULL,
	"version" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id");