import type { BlogPostContent } from "../../types";

const post: BlogPostContent = {
  title: "Median vs. Average Views: Which Number Tells the Truth About an Account?",
  description:
    "Why the average views of a short-video account mislead, how the median fixes it, and how to use both to judge creators and your own channel.",
  excerpt:
    "One viral video can double an account's average views overnight. The median barely moves. Here is how to read both numbers and when each one matters.",
  body: [
    {
      type: "p",
      text: 'Open any short-video analytics tool and the first figure you see is usually "average views". It looks like the honest summary of an account: add up every video\'s views, divide by the number of videos, done. On TikTok, Instagram Reels and YouTube Shorts that number is very often the least useful one on the page. This article explains why, what the median does better, and how to use the two together.',
    },
    { type: "h2", id: "why-averages-break", text: "Why averages break on short video" },
    {
      type: "p",
      text: "Short-video views are not spread evenly. Most uploads of an account land in a fairly narrow band, and every now and then one video is pushed by the recommendation feed far beyond the account's usual audience. Those rare hits are not just a bit bigger; they can be tens or hundreds of times bigger. An average treats that one video as if its views were shared by every other upload.",
    },
    {
      type: "p",
      text: "Take a made-up account with ten recent videos. Nine of them got between 8,000 and 12,000 views, roughly 10,000 each. The tenth caught a trend and reached 900,000. The average is about 99,000 views. Not a single video on the account actually performed like that: nine are ten times lower, one is nine times higher. If you were a brand paying for a post based on that average, you would be paying for a result the creator delivers about once in ten tries.",
    },
    { type: "h2", id: "what-the-median-measures", text: "What the median measures instead" },
    {
      type: "p",
      text: 'The median is the middle value once you sort the videos by views. With ten videos it is the mean of the fifth and sixth. In the example above it is about 10,000 views, which is exactly what a typical upload from that account gets. One extra viral hit does not move it; neither does one flop. That stability is the whole point: the median answers "what happens when this account posts a normal video?"',
    },
    {
      type: "ul",
      items: [
        "Average views answer: how many views did the account collect per upload, in total?",
        "Median views answer: what does a typical upload get?",
        "The gap between them tells you how much of the account's reach depends on rare hits.",
      ],
    },
    {
      type: "tip",
      title: "Quick read",
      text: "If the average is more than about twice the median, the account's totals are driven by a few outliers. Look at those videos before you draw conclusions about the rest.",
    },
    { type: "h2", id: "when-the-average-still-matters", text: "When the average still matters" },
    {
      type: "p",
      text: "The average is not wrong; it answers a different question. If you are buying a package of many posts, or estimating how many total views a year of content will generate, the average (or simply the total) is the right number, because over enough uploads the hits do happen. A creator whose average is far above the median is a lottery with real prizes. Just do not use the average to predict a single post.",
    },
    { type: "h2", id: "sample-size-and-windows", text: "Pick the window before you pick the statistic" },
    {
      type: "p",
      text: "Both numbers depend on which videos you include. A median over an account's whole history mixes the creator of three years ago with the creator of today. For decisions about the next campaign, a recent window is more useful: the last 20 to 50 videos, or the last 30 to 90 days for accounts that post often. Very young videos are a trap as well. A video published yesterday has not finished collecting views, so including it pulls the median down. Many analysts leave out videos younger than a few days when they compare accounts.",
    },
    {
      type: "p",
      text: "Platform changes can also break a series. Since 31 March 2025, YouTube counts every start or replay of a Short as a view, with no minimum watch time, and the Data API's view counts follow that rule. A channel's Shorts median measured before and after that date is not the same measurement, so compare like with like.",
    },
    { type: "h2", id: "using-the-median-as-a-baseline", text: "Using the median as a baseline" },
    {
      type: "p",
      text: "Once you have a reliable median, it becomes a ruler for every single video. Divide a video's views by the account's median and you get its multiple: 1x is a normal performance, 3x is a clear win, 0.3x is a miss. Multiples make accounts of very different sizes comparable. A 5x video from a channel with a 2,000-view median tells you as much about what resonates as a 5x video from a channel with a 2-million-view median.",
    },
    {
      type: "ol",
      items: [
        "Collect the recent videos of the account with their view counts.",
        "Drop the ones that are only a day or two old.",
        "Sort by views and take the middle value: that is the median.",
        "Divide each video's views by the median to get its multiple.",
        "Study the videos at the top and the bottom of that list, not the raw view counts.",
      ],
    },
    { type: "h2", id: "reading-both-numbers", text: "Reading both numbers together" },
    {
      type: "p",
      text: "A few patterns come up again and again when you put the two side by side:",
    },
    {
      type: "ul",
      items: [
        "Average close to median: a consistent account. Each post performs about the same; good for predictable campaigns.",
        "Average far above median: a hit-driven account. Great reach potential, but single posts are uncertain.",
        "Median rising over recent months while the average stays flat: the creator's baseline is improving even without new hits.",
        "Median falling while the average is propped up by an old viral video: the account is cooling down.",
      ],
    },
    {
      type: "quote",
      text: "The median tells you what to expect. The average tells you what is possible. Budget on the first and hope for the second.",
    },
    { type: "h2", id: "try-it", text: "Try it on a real account" },
    {
      type: "p",
      text: "Feedscope computes average and median views, the most viewed video and every video's multiple against the median for any public TikTok, Instagram Reels or YouTube Shorts account, so you can see in seconds whether an account is consistent or carried by a few hits.",
    },
    {
      type: "cta",
      text: "Paste a handle into the free analysis page and compare the two numbers yourself.",
      label: "Analyze an account for free",
      href: "/analyze/social-media-monitoring/",
    },
  ],
};

export default post;
