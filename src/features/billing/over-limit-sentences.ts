// The sentences of the over-limit banner, in order (issue 15 item 4): what the downgrade stopped, which members
// only read, that nothing was deleted, and, when items were stopped, how to choose which to keep (stop one you no
// longer need, then resume the one you want within the plan's limits, or upgrade). Kept apart from the component
// so the order and the conditions are tested without a browser.
import type { Banner } from "./billing-rules";

export type OverLimitBanner = Extract<Banner, { kind: "over_limit" }>;

export type OverLimitSentence = "overLimit" | "readOnly" | "keep" | "choose";

export function overLimitSentences(banner: OverLimitBanner): OverLimitSentence[] {
  const stoppedItems = banner.stoppedFeeds + banner.stoppedChannels > 0;
  return [
    ...(stoppedItems ? (["overLimit"] as const) : []),
    ...(banner.readOnlyMembers > 0 ? (["readOnly"] as const) : []),
    "keep",
    ...(stoppedItems ? (["choose"] as const) : []),
  ];
}
