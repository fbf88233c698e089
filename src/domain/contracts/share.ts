// Share link contracts (issue 17 item 2; src/server/api/routes/share.ts): a team's read-only links to one
// collection, channel or feed, and what a visitor with the link (and its password, when it has one) receives.
import { z } from "zod";
import { PasswordHash } from "../validation";
import { CollectionDetail } from "./collection";
import { IsoDateTime, MAX_ID, orNull } from "./common";
import { ChannelDetail, FeedDetail, FeedItem } from "./tracking";

export const SHARE_KINDS = ["collection", "channel", "feed"] as const;
export type ShareKind = (typeof SHARE_KINDS)[number];

/** The shape of a link's key: URL-safe base64 (the server makes 24 characters; anything else names no link). */
export const SHARE_KEY_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;

/**
 * A link's key. Not checked against SHARE_KEY_PATTERN here: a malformed key names no link, so it answers 404 like an
 * unknown one (findLiveShareLink), not a 400 that would tell it apart.
 */
export const ShareKeyParam = z.object({
  key: z.string().meta({ param: { name: "key", in: "path" }, example: "q3Vt0b9WcJx1mYkR2sLh7AeP" }),
});
export type ShareKeyParam = z.infer<typeof ShareKeyParam>;

/**
 * `view=1` counts the answer as a view: the share page sends it on its first fetch of a page load only, so its
 * refetches (every few minutes, on focus) do not inflate the link's view count.
 */
export const ShareViewQuery = z.object({
  view: z
    .enum(["0", "1"], { error: "view is 0 or 1" })
    .optional()
    .meta({ description: "1 counts this answer as a view (the share page's first fetch of a page load)" }),
});
export type ShareViewQuery = z.infer<typeof ShareViewQuery>;

export const ShareKind = z
  .enum(SHARE_KINDS, { error: "Share a collection, a channel or a feed" })
  .meta({ id: "ShareKind" });

const SharedItemRef = z.union([z.number().int().positive().max(MAX_ID), z.string().trim().min(1).max(32)], {
  error: "Choose what to share",
});

export const ShareCreateBody = z.object({
  kind: ShareKind,
  id: SharedItemRef.meta({ description: "The collection's hash_id (or numeric id), or the channel or feed id" }),
  password: PasswordHash.optional().meta({ description: "The MD5 hex of the password (spec section 5); none: open" }),
  expires_at: IsoDateTime.optional().meta({ description: "When the link stops working; none: never" }),
});
export type ShareCreateBody = z.infer<typeof ShareCreateBody>;

export const SharePasswordBody = z.object({
  password: PasswordHash.nullable().meta({ description: "The new password's MD5 hex, or null to remove it" }),
});
export type SharePasswordBody = z.infer<typeof SharePasswordBody>;

export const ShareAuthBody = z.object({ password: PasswordHash });
export type ShareAuthBody = z.infer<typeof ShareAuthBody>;

// ---- answers ----

export const ShareCreated = z
  .object({
    key: z.string(),
    url: z.string().meta({ description: "The share page: {APP_URL}/share/{key}/" }),
  })
  .meta({ id: "ShareCreated" });
export type ShareCreated = z.infer<typeof ShareCreated>;

export const ShareLink = z
  .object({
    key: z.string(),
    url: z.string(),
    kind: ShareKind,
    item_id: z.union([z.number().int(), z.string()]).meta({ description: "The hash_id of a collection, else the id" }),
    item_name: z
      .string()
      .nullable()
      .meta({ description: "The collection's name, the channel's or the feed's caption" }),
    has_password: z.boolean(),
    expires_at: orNull(IsoDateTime),
    created_at: IsoDateTime,
    created_by: z.string().nullable().meta({ description: "Who made it (full name), null once they left" }),
    view_count: z.number().int().meta({ description: "Times the shared view was opened" }),
    last_viewed_at: orNull(IsoDateTime),
  })
  .meta({ id: "ShareLink" });
export type ShareLink = z.infer<typeof ShareLink>;

export const ShareLinkList = z
  .object({ links: z.array(ShareLink).meta({ description: "Live links (not revoked, not expired), newest first" }) })
  .meta({ id: "ShareLinkList" });
export type ShareLinkList = z.infer<typeof ShareLinkList>;

export const ShareToken = z
  .object({
    token: z.string().meta({ description: "Send it back as X-Share-Token; it ends with the link or its password" }),
    expires_at: IsoDateTime,
  })
  .meta({ id: "ShareToken" });
export type ShareToken = z.infer<typeof ShareToken>;

/** The shared view: the one item of `kind` as the dashboard shows it, within the owning team's history window. */
export const SharedView = z
  .object({
    kind: ShareKind,
    team_name: z.string(),
    expires_at: orNull(IsoDateTime),
    collection: orNull(CollectionDetail),
    channel: orNull(ChannelDetail),
    channel_feeds: z.array(FeedItem).meta({ description: "A shared channel's most viewed feeds (else empty)" }),
    feed: orNull(FeedDetail),
  })
  .meta({ id: "SharedView" });
export type SharedView = z.infer<typeof SharedView>;
