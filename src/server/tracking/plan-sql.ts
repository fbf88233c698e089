// Plan facts inside SQL, generated from the plan catalogue so the database never holds a second copy.
import "server-only";
import { type SQL, sql } from "drizzle-orm";
import { PLANS } from "@/domain/plans";

/** CASE <plan column> WHEN 'free' THEN 24 … ELSE <free>: the refresh interval in hours of a team's plan. */
export function refreshHoursSql(planColumn: SQL): SQL {
  const whens = Object.values(PLANS).map((plan) => sql`WHEN ${plan.name} THEN ${plan.limits.refreshHours}::int`);
  return sql`CASE ${planColumn} ${sql.join(whens, sql` `)} ELSE ${PLANS.free.limits.refreshHours}::int END`;
}
