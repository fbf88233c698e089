import type { BlogPostContent } from "../../types";

const post: BlogPostContent = {
  title: "How to Track Competitors on TikTok, Reels and Shorts: Refresh Cadence and History",
  description:
    "A practical setup for tracking competitors and creators on short video: what to track, how often to refresh, how much history to keep and which alerts matter.",
  excerpt:
    "A snapshot shows where a competitor stands. A history shows where they are going. How to set up tracking that catches trends without drowning in numbers.",
  body: [
    {
      type: "p",
      text: "Looking at a competitor's profile once in a while tells you their follower count and their biggest videos. It does not tell you which new video is taking off right now, whether their baseline is growing, or which topic they have started to test. For that you need tracking: the same public numbers recorded at regular intervals. This article covers what to track, how often, and how long to keep it.",
    },
    { type: "h2", id: "channels-and-videos", text: "Track channels and single videos" },
    {
      type: "p",
      text: "There are two levels of tracking, and most teams need both.",
    },
    {
      type: "ul",
      items: [
        'Channel tracking follows an account: followers, total views and likes, post count, and every new video it publishes. It answers "what is this competitor doing?"',
        'Video tracking follows a single post over time: views, likes, comments, shares and saves at every refresh. It answers "how is this particular video developing?" and is what you use for campaign posts and sponsored content.',
      ],
    },
    {
      type: "p",
      text: "Group both into collections that match your questions: one per competitor set, one per campaign, one per niche you are researching. A list of 200 unrelated accounts is hard to read; five collections of 40 are not.",
    },
    { type: "h2", id: "what-each-platform-exposes", text: "What each platform exposes publicly" },
    {
      type: "p",
      text: "Tracking other people's accounts works with public data only, so it helps to know what that includes.",
    },
    {
      type: "ul",
      items: [
        "YouTube: the Data API returns views, likes and comments per video and the subscriber count per channel. Subscriber counts are rounded (commonly to three significant figures), so do not compute exact daily subscriber gains from them.",
        "TikTok: views, likes, comments, shares and saves are shown on public videos; followers and total likes on profiles. The official API only covers accounts that log in, so trackers read the public pages.",
        "Instagram: followers, post count, likes (unless hidden) and comments are public for Reels, along with the view count shown in the app; shares and saves are private.",
        "Threads: the official API gives full insights to the account owner; looking up other public profiles requires a separate permission that Meta grants through review.",
      ],
    },
    { type: "h2", id: "refresh-cadence", text: "How often to refresh" },
    {
      type: "p",
      text: "Short videos collect most of their views in their first days, then level off, with occasional second waves when the feed picks them up again. The refresh cadence should match the question you are asking:",
    },
    {
      type: "ul",
      items: [
        "Daily refresh is enough to follow competitors' baselines, spot new outliers within a day, and build useful growth curves.",
        "Twice a day helps during launches and campaigns, when you want to react to a video taking off on the same day.",
        "Hourly refresh is rarely worth it for competitor research. It multiplies requests to the platforms, and most decisions do not change within an hour.",
      ],
    },
    {
      type: "tip",
      title: "Refresh what is still moving",
      text: "Old videos change slowly. A sensible tracker refreshes new videos often and older ones less, so fresh content gets the attention while the history stays complete.",
    },
    { type: "h2", id: "history", text: "How much history to keep" },
    {
      type: "p",
      text: "Each refresh adds a data point. Kept over time, those points answer questions a snapshot cannot: how fast a video grew in its first 48 hours, whether a competitor's median has risen over the quarter, whether an old video suddenly started growing again. A week of history is enough to follow new videos; 30 days shows a campaign from start to finish; longer history is what you need for quarter-on-quarter comparisons and seasonal patterns.",
    },
    {
      type: "p",
      text: "History also protects you from platform changes. When YouTube began counting every Short start or replay as a view on 31 March 2025, series that spanned the date showed a jump that was a change of definition, not of performance. With history you can see such steps and compare each period on its own terms.",
    },
    { type: "h2", id: "alerts", text: "Alerts that are worth getting" },
    {
      type: "ol",
      items: [
        "A competitor's new video passes several times their median views: a topic or format is working right now.",
        "A campaign video stops growing: time to boost it or move the budget.",
        "A tracked account's follower count jumps or drops sharply: something happened that is worth a look.",
      ],
    },
    {
      type: "p",
      text: "Send alerts where your team already works, such as email, a chat channel or a webhook into your own tools, and keep the thresholds strict. An alert that fires every hour is soon ignored.",
    },
    { type: "h2", id: "a-weekly-routine", text: "A weekly routine" },
    {
      type: "ol",
      items: [
        "Review each collection's new videos sorted by their multiple against the account median.",
        "Note the two or three ideas that broke out, with hook, format and length.",
        "Compare each competitor's median with last month's.",
        "Add newly discovered accounts and remove ones that no longer matter.",
      ],
    },
    { type: "h2", id: "try-it", text: "Start with a free analysis" },
    {
      type: "p",
      text: "Feedscope tracks channels and single videos on TikTok, Instagram Reels, YouTube Shorts and Threads, refreshes them on your plan's schedule, keeps their history and sends alerts. The quickest way to start is a free analysis of one competitor.",
    },
    {
      type: "cta",
      text: "Analyze a competitor's account, then start tracking it in one click.",
      label: "Monitor an account for free",
      href: "/analyze/social-media-monitoring/",
    },
  ],
};

export default post;
