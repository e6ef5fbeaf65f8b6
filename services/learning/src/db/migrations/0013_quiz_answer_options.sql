ALTER TABLE "quizzes" ADD COLUMN "answer_options" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "quizzes" SET "answer_options" = (
	SELECT coalesce(jsonb_object_agg(question->>'questionId', question->'optionIds'), '{}'::jsonb)
	FROM jsonb_array_elements("questions") AS question
);
