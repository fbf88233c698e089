// The listAccountVideos cursor: everything the next page needs, so it costs no channels.list call — the uploads
// playlist and its page token, and how far the Shorts playlist has been read. Opaque to callers: a prefix, then
// base64url JSON, validated on the way back in.
import "server-only";
import { z } from "zod";
import { MalformedError } from "../errors";
import { YOUTUBE_SOURCE } from "./constants";

export const ShortsStateSchema = z.discriminatedUnion("mode", [
  /** Read the Shorts playlist from this page token (null: from its first page). */
  z.object({ mode: z.literal("walk"), from: z.string().min(1).nullable() }),
  /** The Shorts playlist is 404: the channel has no Shorts. */
  z.object({ mode: z.literal("none") }),
  /** The Shorts playlist could not be read during this walk; the duration rule decides. */
  z.object({ mode: z.literal("heuristic") }),
]);
export type ShortsState = z.output<typeof ShortsStateSchema>;

const ListCursorSchema = z.object({
  v: z.literal(1),
  channelId: z.string().min(1),
  uploads: z.string().min(1),
  pageToken: z.string().min(1),
  shorts: ShortsStateSchema,
});
export type ListCursor = z.output<typeof ListCursorSchema>;

const PREFIX = "yt1.";

export function encodeCursor(cursor: ListCursor): string {
  return PREFIX + Buffer.from(JSON.stringify(cursor), "utf8").toString("base64url");
}

export function decodeCursor(text: string): ListCursor {
  const invalid = (cause?: unknown) =>
    new MalformedError(YOUTUBE_SOURCE, "This paging cursor was not issued by the YouTube adapter", { cause });
  if (!text.startsWith(PREFIX)) throw invalid();
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(text.slice(PREFIX.length), "base64url").toString("utf8"));
  } catch (cause) {
    throw invalid(cause);
  }
  const parsed = ListCursorSchema.safeParse(json);
  if (!parsed.success) throw invalid(parsed.error);
  return parsed.data;
}
