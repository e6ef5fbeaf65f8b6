-- The support chat now lives in the support service, with its own database: these rows are copied there
-- by hand before this runs (services/support/README.md, "Moving an existing deployment's conversations").
DROP TABLE "support_conversations" CASCADE;--> statement-breakpoint
DROP TABLE "support_messages" CASCADE;