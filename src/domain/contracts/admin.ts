// POST /v1/admin/plan: operators set the plan of the team a user owns (needs ADMIN_TOKEN).
import { z } from "zod";
import { PlanName } from "../enums";
import { Email } from "../validation";

export const SetPlanBody = z.object({
  email: Email,
  plan: z.enum(PlanName, { error: "Plan must be free, pro or max" }),
});
export type SetPlanBody = z.infer<typeof SetPlanBody>;

export const PlanSet = z
  .object({ team_id: z.number().int().positive(), team: z.string(), plan: z.enum(PlanName) })
  .meta({ id: "PlanSet" });
export type PlanSet = z.infer<typeof PlanSet>;
