CREATE TABLE "issuer_keys" (
	"public_key_multibase" text PRIMARY KEY NOT NULL,
	"seed" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "status_list_index" serial NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "credential" jsonb;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_status_list_index_unique" UNIQUE("status_list_index");