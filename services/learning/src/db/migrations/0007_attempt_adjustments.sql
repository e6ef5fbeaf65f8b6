CREATE TABLE "attempt_adjustments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attempt_adjustments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"started_attempt_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"minutes" integer,
	"reason" text NOT NULL,
	"admin_id" uuid NOT NULL,
	"made_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attempt_adjustments_kind_check" CHECK ("attempt_adjustments"."kind" IN ('extended', 'ended'))
);
--> statement-breakpoint
ALTER TABLE "started_attempts" ADD COLUMN "extended_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "attempt_adjustments" ADD CONSTRAINT "attempt_adjustments_started_attempt_id_started_attempts_id_fk" FOREIGN KEY ("started_attempt_id") REFERENCES "public"."started_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attempt_adjustments_attempt_idx" ON "attempt_adjustments" USING btree ("started_attempt_id");