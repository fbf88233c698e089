import type { BlogPostContent } from "../../types";

const post: BlogPostContent = {
  title: "Instagram Reels Analytics: What You Can (and Can't) See on Any Account",
  description:
    "Which Reels metrics are public, which only the owner sees, how Instagram's switch from plays to views changes the numbers, and how to analyze competitors' Reels.",
  excerpt:
    "Likes and comments are public, shares are not, and view counts just changed meaning. A clear map of Instagram Reels data before you compare accounts.",
  body: [
    {
      type: "p",
      text: "Instagram is the platform where public analytics are the most confusing. The app shows a view count on Reels, likes can be hidden, shares are never public, and the official API exposes different fields depending on whether you own the account. If you compare creators or track competitors, you need to know which numbers you are actually looking at. This guide maps what is visible, what is not, and how to work with the gaps.",
    },
    { type: "h2", id: "what-is-public", text: "What is public on a Reel" },
    {
      type: "ul",
      items: [
        "Views: shown on Reels in the app and on the web. This is the headline number for reach.",
        "Likes: public unless the creator has chosen to hide the like count.",
        "Comments: the count is public unless comments are turned off.",
        "Publish time, caption and duration: public.",
        "Account level: followers and number of posts are public for any public account.",
      ],
    },
    {
      type: "p",
      text: "Shares, saves, reach, watch time and audience demographics are not shown to outsiders. Only the account owner sees them, in Instagram's own insights or through the official API with the owner's permission.",
    },
    { type: "h2", id: "what-the-api-gives", text: "What the official API gives to third parties" },
    {
      type: "p",
      text: "Meta's Instagram Graph API has a feature called Business Discovery that lets a business or creator account look up another business or creator account. It returns the profile's followers, following and media counts, and for each post the caption, media type, permalink, timestamp, like count and comment count. It cannot look up personal accounts at all, and a view count for other people's Reels is not part of the documented field list. That is why tools that show Reel views for any public account read the public web data instead of relying on that API alone.",
    },
    {
      type: "tip",
      title: "Hidden and missing is not zero",
      text: 'When a creator hides likes, the honest value is "unknown", not 0. A tool that stores it as 0 will show a false engagement collapse. Treat missing counts as missing in your own spreadsheets too.',
    },
    { type: "h2", id: "plays-became-views", text: "Plays became views in 2025" },
    {
      type: "p",
      text: "Instagram changed its video metric in 2025. For the account owner's insights, the new metric is called views and it covers Reels, feed posts and Stories; the older metrics plays, replays and aggregated plays were deprecated in the API on 21 April 2025. For analysis that means two things. First, a time series that spans the change may show a step that has nothing to do with performance. Second, when you compare numbers from different tools, check whether each one reports plays or views, because third-party data sources have been seen returning both, with different values for the same Reel.",
    },
    { type: "h2", id: "engagement-on-reels", text: "Engagement on Reels without shares" },
    {
      type: "p",
      text: "Because shares and saves are private, the engagement you can compute for someone else's Reel is likes plus comments. Divide by views and you get an engagement rate that is comparable between Reels and between Instagram accounts, but not directly with TikTok, where shares and saves are public and add to the total. When you compare platforms, either compare only the parts both expose (likes and comments) or label the numbers clearly.",
    },
    {
      type: "ol",
      items: [
        "Collect the account's recent Reels with views, likes and comments.",
        "Compute the median views; it is your baseline for a typical Reel.",
        "For each Reel, compute (likes + comments) / views and its views relative to the median.",
        "Look for Reels that beat the median by a wide margin and check whether their engagement rate is also higher, or whether reach came without interaction.",
      ],
    },
    { type: "h2", id: "comparing-accounts", text: "Comparing Instagram accounts fairly" },
    {
      type: "p",
      text: "Follower counts on Instagram say little about Reels reach, because Reels are distributed to non-followers through the Reels tab and Explore. A creator with 50,000 followers whose Reels typically reach 40,000 views is in a very different position from one with 500,000 followers whose Reels typically reach 15,000. Use median Reel views as the main measure of reach and views per follower as a secondary signal of how much of the audience is still active.",
    },
    {
      type: "ul",
      items: [
        "Compare Reels with Reels. Carousels and photos behave differently and have no view count.",
        "Use a recent window, such as the last 30 Reels, so old content does not dominate.",
        "Give young Reels a few days before you judge them.",
        "Watch for hidden like counts before you rank accounts by engagement.",
      ],
    },
    { type: "h2", id: "what-to-track-over-time", text: "What to track over time" },
    {
      type: "p",
      text: "A single snapshot tells you where an account is; repeated snapshots tell you where it is going. Recording views, likes and comments of each Reel every day shows how fast new content picks up, when it stops growing and which Reels keep gaining weeks later. For competitor tracking that history is often more useful than the totals: a Reel that is still growing after two weeks is being recommended again, which is a strong signal about its topic.",
    },
    { type: "h2", id: "try-it", text: "Analyze a Reels account" },
    {
      type: "p",
      text: "Feedscope's free Instagram Reels analysis shows the median and average views, engagement and the outlier multiple of every recent Reel for any public account, and treats hidden counts as unknown instead of zero.",
    },
    {
      type: "cta",
      text: "Enter an Instagram username to see its Reels the way this guide describes.",
      label: "Analyze an Instagram Reels account",
      href: "/analyze/analyze-instagram-reels-account/",
    },
  ],
};

export default post;
