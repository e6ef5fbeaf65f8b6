CREATE TABLE "upgrade_announcements" (
	"name" text PRIMARY KEY NOT NULL,
	"announced_at" timestamp with time zone DEFAULT now() NOT NULL
);
