// Plan facts inside SQL, generated from the plan catalogue so the database never holds a second copy.
import "server-only";
import { type SQL, sql } from "drizzle-orm";
import { PLANS, PRIORITY_REFRESH_HOURS } from "@/domain/plans";

/** CASE <plan column> WHEN 'free' THEN 24 … ELSE <free>: the refresh interval in hours of a team's plan. */
export function refreshHoursSql(planColumn: SQL): SQL {
  const whens = Object.values(PLANS).map((plan) => sql`WHEN ${plan.name} THEN ${plan.limits.refreshHours}::int`);
  return sql`CASE ${planColumn} ${sql.join(whens, sql` `)} ELSE ${PLANS.free.limits.refreshHours}::int END`;
}

/** The plan names that have priority items (Max), as a SQL list for `IN (…)`. */
function priorityPlansSql(): SQL {
  const names = Object.values(PLANS)
    .filter((plan) => plan.limits.priorityItems > 0)
    .map((plan) => sql`${plan.name}`);
  return names.length ? sql.join(names, sql`, `) : sql`NULL`;
}

/**
 * The refresh interval of one tracked item: hourly when it is marked priority and its team's plan has priority
 * items (issue 18 item 3), otherwise the plan's interval. A team below Max keeps its marks, but they are ignored
 * here, so a downgrade slows them to the plan's cadence and an upgrade brings them back.
 */
export function itemRefreshHoursSql(planColumn: SQL, priorityColumn: SQL): SQL {
  return sql`CASE WHEN ${priorityColumn} AND ${planColumn} IN (${priorityPlansSql()})
    THEN ${PRIORITY_REFRESH_HOURS}::int ELSE ${refreshHoursSql(planColumn)} END`;
}
