-- Rows held so far carry no stamp (the epoch): the next announcement of each wins over them.
ALTER TABLE "courses" ADD COLUMN "changed_at" timestamp with time zone DEFAULT 'epoch' NOT NULL;