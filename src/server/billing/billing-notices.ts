// What a billing change tells the team's Owner by email (issue 15 item 6), collected while an event is applied and
// sent after the commit, in the Owner's language (user.locale). A failed send is logged: the event stays applied.
import "server-only";
import { and, eq } from "drizzle-orm";
import { planOfSku } from "@/domain/billing/plan-derivation";
import type { PlanNameValue } from "@/domain/enums";
import { PLANS } from "@/domain/plans";
import { ROLE_TO_AUTH } from "@/domain/roles";
import type { Db } from "../db/client";
import { member, organization, user } from "../db/schema";
import {
  paymentFailedEmail,
  planChangedEmail,
  receiptEmail,
  subscriptionEndingEmail,
} from "../email/billing-templates";
import { emailTranslator } from "../email/email-translator";
import type { OutgoingEmail } from "../email/send-email";
import { sendEmail } from "../email/send-email";
import { getEnv } from "../env";
import { getLogger } from "../logger";

export type BillingNotice =
  | { kind: "receipt"; teamId: number; paymentId: number; amountCents: number; currency: string; sku: string }
  | {
      kind: "payment-failed";
      teamId: number;
      amountCents: number;
      currency: string;
      sku: string;
      graceUntil: Date | null;
    }
  | { kind: "plan-changed"; teamId: number; from: PlanNameValue; to: PlanNameValue }
  | { kind: "subscription-ending"; teamId: number; sku: string; endsAt: Date };

async function ownerOf(db: Db, teamId: number) {
  const [row] = await db
    .select({ email: user.email, locale: user.locale, team: organization.name })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .innerJoin(organization, eq(organization.id, member.organizationId))
    .where(and(eq(member.organizationId, teamId), eq(member.role, ROLE_TO_AUTH.owner)))
    .limit(1);
  return row ?? null;
}

const planLabel = (plan: PlanNameValue) => PLANS[plan].label;

export async function renderBillingNotice(db: Db, notice: BillingNotice): Promise<OutgoingEmail | null> {
  const owner = await ownerOf(db, notice.teamId);
  if (!owner) return null;
  const { locale, t } = await emailTranslator(owner.locale, "emailsBilling");
  const appUrl = getEnv().appUrl;
  const base = { t, team: owner.team, billingUrl: `${appUrl}/dashboard/subscriptions/` };
  const money = (cents: number, currency: string) =>
    new Intl.NumberFormat(locale, { style: "currency", currency: currency.toUpperCase() }).format(cents / 100);
  const date = (value: Date) => new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(value);
  switch (notice.kind) {
    case "receipt":
      return {
        to: owner.email,
        kind: "billing-receipt",
        ...receiptEmail({
          ...base,
          amount: money(notice.amountCents, notice.currency),
          plan: planLabel(planOfSku(notice.sku)),
          invoiceUrl: `${appUrl}/v1/billing/payments/${notice.paymentId}/invoice/`,
        }),
      };
    case "payment-failed":
      return {
        to: owner.email,
        kind: "billing-payment-failed",
        ...paymentFailedEmail({
          ...base,
          amount: money(notice.amountCents, notice.currency),
          plan: planLabel(planOfSku(notice.sku)),
          graceDate: notice.graceUntil ? date(notice.graceUntil) : null,
        }),
      };
    case "plan-changed":
      return {
        to: owner.email,
        kind: "billing-plan-changed",
        ...planChangedEmail({
          ...base,
          from: planLabel(notice.from),
          to: planLabel(notice.to),
          fell: PLANS[notice.to].monthlyPrice < PLANS[notice.from].monthlyPrice,
        }),
      };
    case "subscription-ending":
      return {
        to: owner.email,
        kind: "billing-subscription-ending",
        ...subscriptionEndingEmail({ ...base, plan: planLabel(planOfSku(notice.sku)), date: date(notice.endsAt) }),
      };
  }
}

export async function sendBillingNotices(db: Db, notices: readonly BillingNotice[]): Promise<void> {
  for (const notice of notices) {
    try {
      const email = await renderBillingNotice(db, notice);
      if (email) await sendEmail(db, email);
    } catch (error) {
      getLogger().error({ err: error, notice: notice.kind, teamId: notice.teamId }, "billing email not sent");
    }
  }
}
