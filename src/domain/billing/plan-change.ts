// A change of SKU while subscribed (issue 15 item 4): an upgrade takes effect at once, a downgrade at the period
// end. A higher plan is an upgrade; on the same plan, monthly → yearly is (a longer commitment paid now) and
// yearly → monthly is not.
import { planOfSku, planRank } from "./plan-derivation";

export function isUpgrade(fromSku: string, toSku: string): boolean {
  const from = planRank(planOfSku(fromSku));
  const to = planRank(planOfSku(toSku));
  if (to !== from) return to > from;
  return fromSku.endsWith("_monthly") && toSku.endsWith("_yearly");
}
