// A write on the members table (invite, resend, revoke, …) puts its answer in the members cache and marks the
// other places that show seats stale — the subscriptions page and the overview's usage card — so they read again
// instead of showing the old count for the cache's 30 s; what does not show seats stays as it was.
import { MutationObserver, QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import type { TeamMembers } from "@/domain/contracts/team";
import { billingKeys, feedKeys, overviewKeys, teamKeys } from "./keys";
import { membersWriteOptions } from "./team";

describe("membersWriteOptions", () => {
  it("stores the answered table and invalidates the subscription and every overview period, nothing else", async () => {
    const client = new QueryClient();
    client.setQueryData(billingKeys.subscription(), { usage: { seats: 0 } });
    client.setQueryData(overviewKeys.period(7), { usage: { seats: { used: 0 } } });
    client.setQueryData(overviewKeys.period(30, true), { usage: { seats: { used: 0 } } });
    client.setQueryData(feedKeys.list("page=1"), { list: [] });
    const answer = { members: [], seats: { used: 1, limit: 3 } } as unknown as TeamMembers;
    const observer = new MutationObserver(
      client,
      membersWriteOptions(client, async (_email: string) => answer),
    );
    await observer.mutate("new@example.com");
    expect(client.getQueryData(teamKeys.members())).toBe(answer);
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(stale(billingKeys.subscription())).toBe(true);
    expect(stale(overviewKeys.period(7))).toBe(true);
    expect(stale(overviewKeys.period(30, true))).toBe(true);
    expect(stale(feedKeys.list("page=1"))).toBe(false);
  });
});
