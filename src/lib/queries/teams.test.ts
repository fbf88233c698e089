// What a team switch keeps: only the person's own user info; every answer of the old team is dropped. The seeded
// keys and the expected survivors are listed by hand.
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { channelKeys, collectionKeys, demoKeys, feedKeys, overviewKeys, teamKeys, userKeys } from "./keys";
import { resetTeamData } from "./teams";

describe("resetTeamData", () => {
  it("drops every cached answer of the old team and keeps the user info", async () => {
    const client = new QueryClient();
    const seeded = {
      me: userKeys.me(),
      feeds: feedKeys.list("page=1"),
      feed: feedKeys.detail(3),
      channels: channelKeys.list("page=1"),
      collections: collectionKeys.list(),
      overview: overviewKeys.period(7),
      demo: demoKeys.state(),
      teams: teamKeys.list(),
    };
    for (const [name, key] of Object.entries(seeded)) client.setQueryData(key, name);
    await resetTeamData(client);
    const left = Object.fromEntries(Object.entries(seeded).map(([name, key]) => [name, client.getQueryData(key)]));
    expect(left).toEqual({
      me: "me",
      feeds: undefined,
      feed: undefined,
      channels: undefined,
      collections: undefined,
      overview: undefined,
      demo: undefined,
      teams: undefined,
    });
  });
});
