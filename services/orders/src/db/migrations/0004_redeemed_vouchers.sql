CREATE TABLE "redeemed_vouchers" (
	"order_id" uuid NOT NULL,
	"course_id" integer NOT NULL,
	"redeemed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "redeemed_vouchers_order_id_course_id_pk" PRIMARY KEY("order_id","course_id")
);
