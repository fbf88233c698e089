// The services hold the permission rule themselves (issue 14 item 3), not only the route guard: called from anywhere
// with an Analyst's context, every team write refuses with RoleRequired before it touches the database.
import { describe, expect, it } from "vitest";
import { ErrorCode } from "@/domain/error-codes";
import { Role, type RoleValue } from "@/domain/roles";
import type { Db } from "../../db/client";
import { ApiError } from "../../errors/api-error";
import {
  addToCollection,
  createCollection,
  deleteCollection,
  removeFromCollection,
  renameCollection,
} from "../collections/collection-actions";
import type { ActorContext } from "../context";
import { loadDemoWorkspace } from "../demo-workspace/load-demo-workspace";
import { removeDemoWorkspace } from "../demo-workspace/remove-demo-workspace";
import { deleteChannel, refreshChannelNow, setChannelStopped } from "../tracking/channel-actions";
import { deleteFeed, refreshFeedNow, setFeedStopped } from "../tracking/feed-actions";
import { trackChannel } from "../tracking/track-channel";
import { trackFeed } from "../tracking/track-feed";
import { updateTeam } from "./update-team";

/** A database that fails the test if anything reaches it. */
const untouchable = new Proxy({} as Db, {
  get: (_target, property) => {
    throw new Error(`the database was used (${String(property)}) before the role check`);
  },
});

function ctxOf(role: RoleValue): ActorContext {
  return {
    db: untouchable,
    auth: {} as ActorContext["auth"],
    headers: new Headers(),
    actor: { userId: 1, email: "a@example.com", emailVerified: true, teamId: 1, role, sessionToken: "t" },
  };
}

const ctx = ctxOf(Role.Analyst);
const writes: [string, () => Promise<unknown>][] = [
  ["trackFeed", () => trackFeed({ ctx, input: { url: "https://www.youtube.com/shorts/demo0000001" } })],
  ["trackChannel", () => trackChannel({ ctx, input: { url: "https://www.tiktok.com/@someone" } })],
  ["setFeedStopped", () => setFeedStopped({ ctx, feedId: 1, stopped: true })],
  ["deleteFeed", () => deleteFeed({ ctx, feedId: 1 })],
  ["refreshFeedNow", () => refreshFeedNow({ ctx, feedId: 1 })],
  ["setChannelStopped", () => setChannelStopped({ ctx, channelId: 1, stopped: false })],
  ["deleteChannel", () => deleteChannel({ ctx, channelId: 1 })],
  ["refreshChannelNow", () => refreshChannelNow({ ctx, channelId: 1 })],
  ["createCollection", () => createCollection({ ctx, name: "x" })],
  ["renameCollection", () => renameCollection({ ctx, ref: 1, name: "x" })],
  ["deleteCollection", () => deleteCollection({ ctx, ref: 1 })],
  ["addToCollection", () => addToCollection({ ctx, ref: 1, kind: "feed", ids: [1] })],
  ["removeFromCollection", () => removeFromCollection({ ctx, ref: 1, kind: "feed", ids: [1] })],
  ["updateTeam", () => updateTeam({ ctx, input: { name: "x" } })],
  ["loadDemoWorkspace", () => loadDemoWorkspace({ ctx })],
  ["removeDemoWorkspace", () => removeDemoWorkspace({ ctx })],
];

describe("services called with an Analyst's context", () => {
  it.each(writes)("%s refuses with RoleRequired, naming Admin", async (_name, run) => {
    const error = await run().then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: ErrorCode.RoleRequired, status: 403, data: { required_role: Role.Admin } });
  });

  it("lets an Admin's context past the check (it then reaches the database)", async () => {
    const error = await deleteFeed({ ctx: ctxOf(Role.Admin), feedId: 1 }).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(String(error)).toContain("the database was used");
  });
});
