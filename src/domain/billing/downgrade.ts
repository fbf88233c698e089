// What a fall to a smaller plan stops (issue 15 item 4): nothing is deleted. Among the team's active items (demo
// rows never count), the oldest ones up to the new limit keep running and the newest beyond it are set to Stop;
// members beyond the seats keep read access (read-only), the newest first. A null limit is unlimited.

export interface OrderedItem {
  id: number;
  createdAt: Date;
}

function oldestFirst(a: OrderedItem, b: OrderedItem): number {
  return a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id;
}

/** The items beyond `limit`, newest first kept out: returns the ids to stop (or make read-only). */
export function itemsBeyondLimit(items: readonly OrderedItem[], limit: number | null): number[] {
  if (limit === null || items.length <= limit) return [];
  return [...items]
    .sort(oldestFirst)
    .slice(Math.max(0, limit))
    .map((item) => item.id);
}

export interface DowngradeInput {
  /** Active, non-demo tracked feeds and channels, and the members besides the Owner. */
  feeds: readonly OrderedItem[];
  channels: readonly OrderedItem[];
  members: readonly OrderedItem[];
  limits: { feeds: number | null; channels: number | null; seats: number | null };
}

export interface DowngradeResult {
  stopFeeds: number[];
  stopChannels: number[];
  readOnlyMembers: number[];
}

export function selectOverLimit(input: DowngradeInput): DowngradeResult {
  return {
    stopFeeds: itemsBeyondLimit(input.feeds, input.limits.feeds),
    stopChannels: itemsBeyondLimit(input.channels, input.limits.channels),
    readOnlyMembers: itemsBeyondLimit(input.members, input.limits.seats),
  };
}
