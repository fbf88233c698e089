import { describe, expect, it } from "vitest";
import { fixtureServerPerFile } from "../../../../tests/fixtures/fixture-server-per-file";
import { CREATOR_USERNAME, EMPTY_USERNAME, PERSONAL_USERNAME } from "../../../../tests/fixtures/instagram/data";
import {
  INSTAGRAM_FIXTURE_BUSINESS_ID,
  INSTAGRAM_FIXTURE_TOKEN,
  startInstagramFixture,
} from "../../../../tests/fixtures/instagram/server";
import { NotFoundError } from "../errors";
import { createInstagramAdapter } from "./adapter";

const fixture = fixtureServerPerFile(startInstagramFixture);

function adapter() {
  return createInstagramAdapter(
    {
      accessToken: INSTAGRAM_FIXTURE_TOKEN,
      businessId: INSTAGRAM_FIXTURE_BUSINESS_ID,
      baseUrl: fixture.baseUrl,
      version: "v25.0",
    },
    { sleep: async () => {}, random: () => 0 },
  );
}

describe("instagram fetchAccount", () => {
  it("maps the business discovery profile, with no like total", async () => {
    const account = await adapter().fetchAccount({ platform: "instagram", handle: CREATOR_USERNAME });
    expect(account).toMatchObject({
      platform: "instagram",
      platformId: "17841400000000001",
      handle: "reelcraft",
      displayName: "Reel Craft Studio",
      avatarUrl: "https://cdn.example.test/ig/reelcraft.jpg",
      profileUrl: "https://www.instagram.com/reelcraft/",
      bio: "Short films about making things.",
      followers: 48_210,
      following: 312,
      videoCount: 60,
      likesTotal: null,
      isDemo: false,
    });
    expect(account.raw).toMatchObject({ username: "reelcraft", followers_count: 48_210 });
  });

  it("asks through our business id for the account fields only, without media", async () => {
    await adapter().fetchAccount({ platform: "instagram", handle: CREATOR_USERNAME });
    expect(fixture.calls).toHaveLength(1);
    const call = fixture.calls[0] ?? "";
    expect(
      call.startsWith(`/v25.0/${INSTAGRAM_FIXTURE_BUSINESS_ID}?fields=business_discovery.username(reelcraft){`),
    ).toBe(true);
    expect(call).toContain("followers_count,follows_count,media_count");
    expect(call).not.toContain("media.");
  });

  it("normalizes the handle: '@' and capitals", async () => {
    const account = await adapter().fetchAccount({ platform: "instagram", handle: " @ReelCraft " });
    expect(account.platformId).toBe("17841400000000001");
    expect(fixture.calls[0]).toContain("business_discovery.username(reelcraft)");
  });

  it("reads an account without optional fields as nulls, never zeros", async () => {
    const account = await adapter().fetchAccount({ platform: "instagram", handle: EMPTY_USERNAME });
    expect(account).toMatchObject({ videoCount: 0, bio: null, avatarUrl: null, likesTotal: null });
  });

  it("reports an unknown username as not found", async () => {
    const error = await adapter()
      .fetchAccount({ platform: "instagram", handle: "nobody.here" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as Error).message).toContain("2207013");
  });

  it("reports a personal account (code 100, subcode 2207013) as not found", async () => {
    await expect(adapter().fetchAccount({ platform: "instagram", handle: PERSONAL_USERNAME })).rejects.toBeInstanceOf(
      NotFoundError,
    );
  });

  it("refuses a handle that could break the field expansion without asking", async () => {
    for (const handle of ["a){id}", "bad name", "", undefined]) {
      await expect(adapter().fetchAccount({ platform: "instagram", handle })).rejects.toBeInstanceOf(NotFoundError);
    }
    await expect(adapter().fetchAccount({ platform: "instagram", id: "17841400000000001" })).rejects.toBeInstanceOf(
      NotFoundError,
    );
    expect(fixture.calls).toEqual([]);
  });
});
