CREATE TABLE "enrolments" (
	"user_id" uuid NOT NULL,
	"course_id" integer NOT NULL,
	"enrolled" boolean NOT NULL,
	"end_reason" text,
	"changed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "enrolments_user_id_course_id_pk" PRIMARY KEY("user_id","course_id")
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "revocation_reason" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_revocation_check" CHECK (("certificates"."revoked_at" IS NULL) = ("certificates"."revocation_reason" IS NULL));