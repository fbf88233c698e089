CREATE TABLE "tool_usage" (
	"subject" text NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tool_usage_subject_day_pk" PRIMARY KEY("subject","day")
);
