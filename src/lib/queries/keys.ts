// Query keys per area, built from one root each (umami's hooks/queries are the model): `all` invalidates an area,
// the narrower keys address one list or one item. Writes invalidate through these, never through hand-typed arrays.

export const feedKeys = {
  all: ["feeds"] as const,
  lists: () => [...feedKeys.all, "list"] as const,
  /** One page of GET /v1/feed/list; `query` is its query string (filters, sort, page). */
  list: (query: string) => [...feedKeys.lists(), query] as const,
  details: () => [...feedKeys.all, "detail"] as const,
  detail: (id: number) => [...feedKeys.details(), id] as const,
  /** The collection picker's search over the team's feeds. */
  picker: (q: string) => [...feedKeys.all, "picker", q] as const,
};

export const channelKeys = {
  all: ["channels"] as const,
  lists: () => [...channelKeys.all, "list"] as const,
  list: (query: string) => [...channelKeys.lists(), query] as const,
  details: () => [...channelKeys.all, "detail"] as const,
  detail: (id: number) => [...channelKeys.details(), id] as const,
  /** A channel's most viewed feeds (they name the channel page's most viral videos). */
  topFeeds: (id: number) => [...channelKeys.detail(id), "top-feeds"] as const,
  /** GET /v1/channel/{id}/gains: the history chart and daily gains table (under the detail, so a refresh reloads it). */
  gains: (id: number) => [...channelKeys.detail(id), "gains"] as const,
  picker: () => [...channelKeys.all, "picker"] as const,
};

export const collectionKeys = {
  all: ["collections"] as const,
  list: () => [...collectionKeys.all, "list"] as const,
  details: () => [...collectionKeys.all, "detail"] as const,
  /** By hash id (the page's URL) or numeric id as a string. */
  detail: (idOrHash: string) => [...collectionKeys.details(), idOrHash] as const,
};

export const overviewKeys = {
  all: ["overview"] as const,
  /** With `excludeDemo`, the answer without the demo workspace's items (a separate entry). */
  period: (days: number, excludeDemo = false) =>
    excludeDemo ? ([...overviewKeys.all, days, "exclude-demo"] as const) : ([...overviewKeys.all, days] as const),
};

export const userKeys = {
  all: ["user"] as const,
  me: () => [...userKeys.all, "me"] as const,
};

/** GET /v1/compare (issue 19 item 3): one comparison per ordered list of channel ids. */
export const compareKeys = {
  all: ["compare"] as const,
  channels: (ids: readonly number[]) => [...compareKeys.all, ids.join(",")] as const,
};

/** Teams (issue 14): the person's teams, the active team's members with its seats, and one invitation's preview. */
export const teamKeys = {
  all: ["teams"] as const,
  /** GET /v1/team/list: every team of the person, for the sidebar's switcher. */
  list: () => [...teamKeys.all, "list"] as const,
  /** GET /v1/team/members: the members table and the seats. */
  members: () => [...teamKeys.all, "members"] as const,
  /** GET /v1/team/invite/accept?token=: what the accept page shows. */
  invitation: (token: string) => [...teamKeys.all, "invitation", token] as const,
};

/** API keys (issue 17 item 3): GET /v1/api-keys, the list of Settings → API. */
export const apiKeyKeys = {
  all: ["api-keys"] as const,
  list: () => [...apiKeyKeys.all, "list"] as const,
};

export const demoKeys = {
  all: ["demo-workspace"] as const,
  state: () => [...demoKeys.all, "state"] as const,
};

export const analysisKeys = {
  all: ["analysis"] as const,
  /** Without a scope: every recent list (a prefix, for invalidation). */
  recent: (scope?: "public" | "team") =>
    scope ? ([...analysisKeys.all, "recent", scope] as const) : ([...analysisKeys.all, "recent"] as const),
  detail: (id: string) => [...analysisKeys.all, "detail", id] as const,
};

export const accountKeys = {
  all: ["account"] as const,
  resetToken: (token: string) => [...accountKeys.all, "reset-token", token] as const,
};

export const billingKeys = {
  all: ["billing"] as const,
  plans: () => [...billingKeys.all, "plans"] as const,
  subscription: () => [...billingKeys.all, "subscription"] as const,
  payments: (page: number, pageSize: number) => [...billingKeys.all, "payments", page, pageSize] as const,
  testCheckout: (sessionId: string) => [...billingKeys.all, "test-checkout", sessionId] as const,
  /** The team's Owner, named to Analysts who cannot pay ("ask … to upgrade"). */
  owner: () => [...billingKeys.all, "owner"] as const,
};

/**
 * What a change to tracked feeds or channels can move: their lists and details, the overview's figures and usage,
 * and the collections that hold them.
 */
export const trackedItemDependents = [feedKeys.all, channelKeys.all, overviewKeys.all, collectionKeys.all] as const;

/** Alerts (issue 16 item 6): targets, notification groups, rules and the events log. */
export const alertKeys = {
  all: ["alerts"] as const,
  targets: () => [...alertKeys.all, "targets"] as const,
  groups: () => [...alertKeys.all, "groups"] as const,
  rules: () => [...alertKeys.all, "rules"] as const,
  /** Without arguments: every page of the log (a prefix, for invalidation). */
  events: (ruleId?: number | null, page?: number) =>
    page === undefined
      ? ([...alertKeys.all, "events"] as const)
      : ([...alertKeys.all, "events", ruleId ?? null, page] as const),
};

/** Share links (issue 17 item 2): the team's links, and a visitor's shared view by key. */
export const shareKeys = {
  all: ["share"] as const,
  /** GET /v1/share/list. */
  list: () => [...shareKeys.all, "list"] as const,
  /** GET /v1/share/{key} as the share page reads it (with the stored token, if any). */
  view: (key: string) => [...shareKeys.all, "view", key] as const,
};
