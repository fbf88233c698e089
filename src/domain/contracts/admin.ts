// POST /v1/admin/plan: operators set the plan of the team a user owns (needs ADMIN_TOKEN).
import { z } from "zod";
import { PlanName } from "../enums";
import { Email } from "../validation";
import { IsoDateTime } from "./common";

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

// POST /v1/admin/refund: operators refund the first payment of the team a user owns, within REFUND_DAYS of it.
export const RefundBody = z.object({ email: Email });
export type RefundBody = z.infer<typeof RefundBody>;

export const Refunded = z
  .object({
    team_id: z.number().int().positive(),
    team: z.string(),
    payment_id: z.number().int().positive(),
    amount: z.number().meta({ description: "In the currency's major unit (dollars)" }),
    currency: z.string(),
    paid_at: IsoDateTime.meta({ description: "When the refunded payment was made" }),
    provider: z.enum(["stripe", "test"]),
    subscription_ended: z.boolean().meta({
      description:
        "The subscription the refunded payment paid for was still running and ended at once (the team is back on Free)",
    }),
  })
  .meta({ id: "Refunded" });
export type Refunded = z.infer<typeof Refunded>;
