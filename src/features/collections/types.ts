// The collections API as the browser sees it (POST/GET/PUT/DELETE /v1/collection…).
export interface CollectionSummary {
  id: number;
  hash_id: string;
  name: string;
  channels: number;
  feeds: number;
  created_at: string | null;
}

export interface CollectionChannel {
  id: number;
  name: string | null;
  handle: string | null;
  avatar: string | null;
  platform: string | null;
  followers: number | null;
  median_views: number | null;
  status: number;
}

export interface CollectionFeed {
  id: number;
  caption: string | null;
  url: string | null;
  thumbnail: string | null;
  platform: string | null;
  views: number | null;
  engagement: number | null;
  outlet: number | null;
  published_on: string | null;
  status: number;
  channel?: { handle: string | null } | null;
}

export interface CollectionTotals {
  channels: number;
  feeds: number;
  views: number | null;
  likes: number | null;
  comments: number | null;
  shares: number | null;
  bookmarks: number | null;
  engagement: number | null;
  median_views: number | null;
  viral_feeds: number | null;
}

export interface CollectionDetail {
  id: number;
  hash_id: string;
  name: string;
  created_at: string | null;
  channels: CollectionChannel[];
  feeds: CollectionFeed[];
  totals: CollectionTotals;
}

export interface Created {
  id: number;
  hash_id: string;
  name: string;
}

export interface Page<T> {
  list: T[];
  total: number;
}
