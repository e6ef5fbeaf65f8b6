CREATE TABLE "cart_items" (
	"user_id" uuid NOT NULL,
	"course_id" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_user_id_course_id_pk" PRIMARY KEY("user_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"price_minor" integer NOT NULL,
	"original_price_minor" integer,
	"currency" text NOT NULL,
	"thumbnail_url" text,
	"published" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "owned_courses" (
	"user_id" uuid NOT NULL,
	"course_id" integer NOT NULL,
	CONSTRAINT "owned_courses_user_id_course_id_pk" PRIMARY KEY("user_id","course_id")
);
--> statement-breakpoint
CREATE INDEX "cart_items_course_idx" ON "cart_items" USING btree ("course_id");