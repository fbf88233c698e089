ALTER TABLE "organization" ADD COLUMN "alert_version" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
-- Hand-written (keep when regenerating): a team's alert version changes with every insert, update or delete of its
-- alert rules and targets, whatever code path writes them, and with its plan (the plan decides which rules run).
-- The evaluation worker caches each team's rules under this version (src/server/services/alerts/watching-rules-cache.ts).
-- A target whose feed, channel or collection was deleted (the foreign key's ON DELETE SET NULL) changes nothing a
-- cached rule can match (the deleted item's id is never reused), so that update does not touch the team's row: a
-- feed deletion then takes no lock on the organization row, which a plan change locks before it stops feeds.
CREATE OR REPLACE FUNCTION feedscope_touch_alert_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Nested: PL/pgSQL prepares an expression when it first runs it, and alert_rules rows have no "kind".
  IF TG_OP = 'UPDATE' AND TG_TABLE_NAME = 'alert_targets' THEN
    IF (NEW.team_id, NEW.kind, NEW.platform) IS NOT DISTINCT FROM (OLD.team_id, OLD.kind, OLD.platform)
      AND (NEW.tracked_feed_id IS NULL OR NEW.tracked_feed_id IS NOT DISTINCT FROM OLD.tracked_feed_id)
      AND (NEW.tracked_channel_id IS NULL OR NEW.tracked_channel_id IS NOT DISTINCT FROM OLD.tracked_channel_id)
      AND (NEW.collection_id IS NULL OR NEW.collection_id IS NOT DISTINCT FROM OLD.collection_id) THEN
      RETURN NULL;
    END IF;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    UPDATE "organization" SET "alert_version" = gen_random_uuid() WHERE "id" = OLD."team_id";
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."team_id" IS DISTINCT FROM OLD."team_id") THEN
    UPDATE "organization" SET "alert_version" = gen_random_uuid() WHERE "id" = NEW."team_id";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "alert_rules_touch_alert_version" AFTER INSERT OR UPDATE OR DELETE ON "alert_rules"
  FOR EACH ROW EXECUTE FUNCTION feedscope_touch_alert_version();
--> statement-breakpoint
CREATE TRIGGER "alert_targets_touch_alert_version" AFTER INSERT OR UPDATE OR DELETE ON "alert_targets"
  FOR EACH ROW EXECUTE FUNCTION feedscope_touch_alert_version();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION feedscope_plan_alert_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."alert_version" := gen_random_uuid();
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "organization_plan_alert_version" BEFORE UPDATE OF "plan" ON "organization"
  FOR EACH ROW WHEN (OLD."plan" IS DISTINCT FROM NEW."plan") EXECUTE FUNCTION feedscope_plan_alert_version();
