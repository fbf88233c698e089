import type { BlogPostContent } from "../../types";

const post: BlogPostContent = {
  title: "How to Find Viral TikTok Videos: The 10x Rule for Spotting Real Outliers",
  description:
    "A practical method for finding the TikTok videos that truly broke out: measure each video against the account's median, use the 10x rule, and learn from the pattern.",
  excerpt:
    "Big view counts are not the same as viral. Compare every video with its own account's median and the real breakouts stand out, on big and small accounts alike.",
  body: [
    {
      type: "p",
      text: '"Viral" gets used for any video with a big number under it. That makes it useless for analysis: a video with 2 million views is business as usual for an account with 10 million followers and a once-in-a-lifetime event for an account that normally gets 5,000. If you want to learn what makes TikTok content break out, you need a definition that works for both. The simplest one that holds up is relative: a video is an outlier when it beats its own account\'s typical performance by a large multiple.',
    },
    { type: "h2", id: "views-relative-to-median", text: "Measure views relative to the account's median" },
    {
      type: "p",
      text: "Start with the account's median views over its recent videos (the middle value, not the average, which is itself inflated by the very outliers you are looking for). Then divide each video's views by that median. The result is the video's multiple, sometimes called the outlier score. A 1x video did exactly what the account usually does. A 0.5x video underperformed. A 4x video clearly found an audience beyond the usual one.",
    },
    {
      type: "tip",
      title: "Why the median",
      text: "If an account has one video with millions of views, its average can be several times its typical result. Dividing by that average would hide the very breakout you want to find.",
    },
    { type: "h2", id: "the-10x-rule", text: "The 10x rule" },
    {
      type: "p",
      text: "Where do you draw the line for \"viral\"? There is no official threshold, but a multiple of 10 is a practical convention: a video that reaches ten times the account's median views was pushed by the For You feed far beyond the creator's followers. It is rare enough to be meaningful and common enough that active accounts have a few. Useful intermediate bands are 2x (a solid win) and 5x (a strong breakout). Feedscope marks a video as viral at 10x and groups the rest into these bands so you can see how often an account breaks out, not just whether it ever did.",
    },
    {
      type: "ul",
      items: [
        "Below 1x: under the account's usual level.",
        "1x to 2x: normal performance.",
        "2x to 5x: a clear win; worth noting the topic and format.",
        "5x to 10x: a breakout; study it.",
        "10x and above: viral for that account.",
      ],
    },
    { type: "h2", id: "where-the-numbers-come-from", text: "Where the numbers come from on TikTok" },
    {
      type: "p",
      text: 'TikTok shows view, like, comment, share and save counts on every public video. Its official Display API only returns a creator\'s own videos after they log in, and it has no save count. Tools that track arbitrary public accounts read the same public data the web page shows. One detail matters for precision: the page carries counters twice, a rounded set and an exact set, and careful tools use the exact one. Rounded counts such as "1.2M" are fine for browsing but can hide real differences between videos.',
    },
    {
      type: "p",
      text: "Also remember that views keep coming in for days. A video posted this morning has a low multiple simply because it is young. Judge multiples after a video has had time to settle, or compare videos of similar age.",
    },
    { type: "h2", id: "a-step-by-step-routine", text: "A step-by-step routine" },
    {
      type: "ol",
      items: [
        "Pick 5 to 20 accounts in your niche, including small ones: outliers on small accounts are often the clearest signal of a strong idea.",
        "For each account, compute the median views of its recent videos (for example the last 30 to 50).",
        "Compute every video's multiple and sort all videos from all accounts by multiple, not by raw views.",
        "Keep the videos at 5x and above. Watch them and write down the hook, the format, the length and the topic.",
        "Look for patterns that repeat across accounts. One outlier can be luck; the same idea breaking out on three accounts is a trend.",
        "Check again after a week: ideas that keep producing outliers are the ones to build on.",
      ],
    },
    { type: "h2", id: "common-mistakes", text: "Common mistakes" },
    {
      type: "ul",
      items: [
        "Sorting by raw views. You will only ever find the biggest accounts, whose hits tell you little about what works for you.",
        "Using the all-time median of an old account. If the creator has grown or shrunk a lot, a recent window is the fair baseline.",
        "Counting reposts of the same clip on several accounts as independent evidence.",
        "Ignoring likes, comments and saves. A 10x video with an unusually low engagement rate may have been pushed by a trend sound rather than by the content itself.",
        "Treating an outlier as a formula. It shows an idea that resonated once; test it before you bet a campaign on it.",
      ],
    },
    { type: "h2", id: "what-to-copy", text: "What to learn from an outlier" },
    {
      type: "p",
      text: "When you have a shortlist of outliers, look at what is different about them compared with the same account's 1x videos. The difference is the lesson: a sharper first second, a question in the caption, a format the account rarely uses, a length that differs from its usual one. Comparing an account with itself removes the variables you cannot copy, such as follower count and brand recognition, and leaves the ones you can.",
    },
    {
      type: "quote",
      text: "The best outlier to study is not the biggest video in your niche. It is the one that did ten times better than its own creator expected.",
    },
    { type: "h2", id: "try-it", text: "Find the outliers of any account" },
    {
      type: "p",
      text: "Feedscope's free TikTok analysis shows an account's median views, every video's multiple against that median and its most viral videos, so the routine above takes a minute instead of a spreadsheet.",
    },
    {
      type: "cta",
      text: "Enter a TikTok handle and see which videos broke the 10x line.",
      label: "Analyze a TikTok account",
      href: "/analyze/analyze-tiktok-account/",
    },
  ],
};

export default post;
