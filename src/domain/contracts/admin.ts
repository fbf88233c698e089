// POST /v1/admin/plan: operators set the plan of the team a user owns (needs ADMIN_TOKEN).
import { z } from "zod";
import { PlanName } from "../enums";
import { Email } from "../validation";

export const SetPlanBody = z.object({
  email: Email,
  // "auto" ends the operator override: the plan follows the team's subscription again (issue 15).
  plan: z.enum([...PlanName, "auto"], { error: "Plan must be free, pro, max or auto" }),
});
export type SetPlanBody = z.infer<typeof SetPlanBody>;

export const PlanSet = z
  .object({ team_id: z.number().int().positive(), team: z.string(), plan: z.enum(PlanName) })
  .meta({ id: "PlanSet" });
export type PlanSet = z.infer<typeof PlanSet>;
