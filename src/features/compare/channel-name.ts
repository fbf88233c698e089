import type { ComparedChannel } from "@/domain/contracts/compare";

/** The name a person knows the channel by: its display name, else its handle, else its id. */
export function channelName(channel: Pick<ComparedChannel, "id" | "name" | "handle">): string {
  return channel.name || (channel.handle ? `@${channel.handle.replace(/^@/, "")}` : `#${channel.id}`);
}
