CREATE TABLE "refunded_orders" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"refunded_at" timestamp with time zone NOT NULL
);
