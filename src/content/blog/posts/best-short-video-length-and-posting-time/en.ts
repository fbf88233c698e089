import type { BlogPostContent } from "../../types";

const post: BlogPostContent = {
  title: "The Best Video Length and Posting Time: Find Them in Your Own Data",
  description:
    "Generic advice on video length and posting times rarely fits your account. How to find your own best duration and hours from public data, with pitfalls to avoid.",
  excerpt:
    "There is no universal perfect length or hour. There is one for your account, and your existing videos already contain the answer if you group them the right way.",
  body: [
    {
      type: "p",
      text: "Search for the best length of a TikTok or the best time to post a Reel and you will find confident answers that contradict each other. They are averages over millions of accounts with different audiences, niches and time zones. The useful answer is the one for your account, or for the competitor you are studying, and it can be read from the videos already published. This guide shows how.",
    },
    { type: "h2", id: "what-the-platforms-allow", text: "What the platforms allow" },
    {
      type: "p",
      text: 'Length limits shape what "short" means, and they have changed. YouTube Shorts were limited to 60 seconds until 15 October 2024; since then vertical or square uploads of up to three minutes count as Shorts, while older uploads keep their earlier classification. TikTok and Instagram Reels also allow videos well beyond a minute today. So a duration analysis should not stop at 60 seconds, and older data from before these changes may simply contain no long videos to compare with.',
    },
    { type: "h2", id: "group-by-duration", text: "Group videos by duration, then compare medians" },
    {
      type: "p",
      text: "The method is simple: put the account's videos into duration buckets, and compare the median views of each bucket. Buckets that follow the platforms' own cut-offs work well, because creators tend to make videos for a format: under 15 seconds, 15 to 30, 30 to 60, 60 to 90, 90 to 180 and longer. Medians matter here for the same reason as everywhere in short video: one viral video in a bucket would make its average look like a law of nature.",
    },
    {
      type: "ol",
      items: [
        "Take the last 50 to 100 videos of the account, leaving out the last few days.",
        "Assign each video to a duration bucket.",
        "For each bucket, note the number of videos and the median views.",
        "Ignore buckets with only a handful of videos; three videos are an anecdote.",
        "The bucket with the highest median and a reasonable sample is your current best duration.",
      ],
    },
    {
      type: "tip",
      title: "Length is rarely the cause",
      text: "A bucket wins because of what the videos in it are. If all your tutorials are 60 to 90 seconds and all your skits are under 15, you are comparing formats, not lengths. Check what kind of content each bucket holds before you change your editing.",
    },
    { type: "h2", id: "posting-times", text: "Posting times: a heatmap, not a rule" },
    {
      type: "p",
      text: "For posting times, the same idea applies in two dimensions. Place every video on a grid of weekday by hour, in your audience's time zone, and colour each cell by the median views of the videos posted then. Two things become visible: when the account actually posts, and whether any slot consistently does better.",
    },
    {
      type: "ul",
      items: [
        "Use one time zone for everything. Platforms report publish times in UTC or with an offset; convert them before grouping.",
        "Empty cells are not bad slots; they are untested slots.",
        "Cells with one or two videos are noise. Look for broad patterns, such as evenings beating mornings, rather than a single magic hour.",
        "Recommendation feeds keep distributing a good video for days, so posting time usually matters less for short video than for chronological feeds.",
      ],
    },
    { type: "h2", id: "run-small-tests", text: "Turn patterns into small tests" },
    {
      type: "p",
      text: "Historical data shows correlations. To learn what causes better results, change one thing at a time. If your 30-to-60-second videos have the highest median, make the next few videos in that range on topics you would usually cut shorter, and compare them with your baseline. If evenings look stronger, move a few comparable videos to the evening. Measure each test against your median, not against your best video ever.",
    },
    { type: "h2", id: "competitors", text: "Use competitors to fill the gaps" },
    {
      type: "p",
      text: "Your own account cannot tell you how a length you never tried would perform. Competitors can. Run the same duration and heatmap analysis on three to five accounts in your niche. If their longer videos consistently beat their own medians while you only post short ones, that is a hypothesis worth testing. Since everything here uses public data, you can do it for any public account.",
    },
    {
      type: "quote",
      text: "The right length is the one your audience watches. Your data already knows it; it just needs to be grouped before it talks.",
    },
    { type: "h2", id: "watch-for-data-breaks", text: "Watch for breaks in the data" },
    {
      type: "p",
      text: "Two recent changes can distort comparisons. Since 31 March 2025, YouTube counts every start or replay of a Short as a view, which raises view counts compared with earlier Shorts. Instagram moved from plays to views as its main video metric in 2025. When an analysis spans those dates, compare buckets within the same period rather than across it.",
    },
    { type: "h2", id: "try-it", text: "See your best duration" },
    {
      type: "p",
      text: "Feedscope's free analysis groups any public account's videos by duration, shows the best-performing duration with its video count and duration range, and plots a posting-time heatmap, for TikTok, Instagram Reels and YouTube Shorts.",
    },
    {
      type: "cta",
      text: "Run a duration analysis on your own account or a competitor's.",
      label: "Analyze a YouTube Shorts channel",
      href: "/analyze/analyze-youtube-shorts-account/",
    },
  ],
};

export default post;
