// A fixed alert message for the notify tests: a rule name and titles with characters every format must escape.
import type { AlertItem, AlertMessage } from "../alert-message";

export function sampleMessage(overrides: Partial<AlertMessage> = {}): AlertMessage {
  return {
    event: "alert.triggered",
    id: "evt_81",
    created_at: "2026-11-25T18:00:00.000Z",
    team_id: 7,
    rule: { id: 3, name: "Launch <views> & co", metric: 1, calculation: 2, threshold: 100000 },
    items: [
      {
        kind: "feed",
        id: 42,
        platform: "tiktok",
        url: "https://www.tiktok.com/@a/video/1?x=1&y=2",
        title: 'Teaser "one" <b>',
        thumbnail: "https://p16.example.com/t.jpg",
        value: 120400,
        previous_value: 98000,
      },
      {
        kind: "channel",
        id: 9,
        platform: "youtube",
        url: "https://www.youtube.com/@b",
        title: "B channel",
        thumbnail: null,
        value: 100000,
        previous_value: null,
      },
    ],
    dashboard_url: "https://app.feedscope.test/dashboard/alerts/rule/",
    ...overrides,
  };
}

/** `count` items with long titles, for the digest limits. */
export function manyItems(count: number): AlertItem[] {
  return Array.from({ length: count }, (_, index) => ({
    kind: "feed" as const,
    id: index + 1,
    platform: "instagram" as const,
    url: `https://www.instagram.com/reel/${index + 1}/`,
    title: `Reel ${index + 1} ${"x".repeat(300)}`,
    thumbnail: `https://cdn.example.com/${index + 1}.jpg`,
    value: 5000 + index,
    previous_value: 1000,
  }));
}
