CREATE TABLE "rate_limit_counters" (
	"scope" text NOT NULL,
	"subject" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"window_end" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limit_counters_scope_subject_pk" PRIMARY KEY("scope","subject")
);
--> statement-breakpoint
ALTER TABLE "analyses" ADD COLUMN "source" text DEFAULT 'public' NOT NULL;--> statement-breakpoint
ALTER TABLE "analyses" ADD COLUMN "team_id" integer;--> statement-breakpoint
CREATE INDEX "rate_limit_counters_end_idx" ON "rate_limit_counters" USING btree ("window_end");--> statement-breakpoint
ALTER TABLE "analyses" ADD CONSTRAINT "analyses_team_id_organization_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analyses_team_idx" ON "analyses" USING btree ("team_id","finished_at");