import type { BlogPostContent } from "../../types";

const post: BlogPostContent = {
  title: "Engagement Rate Explained: Definitions That Hold Up When You Compare Creators",
  description:
    "Engagement by views or by followers, which interactions to count on TikTok, Reels, Shorts and Threads, and how to avoid the traps when you vet influencers.",
  excerpt:
    "Two tools can report a 2% and a 9% engagement rate for the same creator, and both can be right. Know the definition before you trust the number.",
  body: [
    {
      type: "p",
      text: "Engagement rate is the metric brands ask about first when they vet an influencer, and the one that varies most between tools. The reason is simple: there is no single definition. Each formula answers a slightly different question, and each platform exposes a different set of interactions. This article lays out the common definitions, what each one is good for, and a checklist for comparing creators fairly.",
    },
    { type: "h2", id: "the-building-blocks", text: "The building blocks: which interactions count" },
    {
      type: "p",
      text: "Engagement is a sum of interactions. The candidates are likes, comments, shares and saves (bookmarks). Not every platform makes all of them public:",
    },
    {
      type: "ul",
      items: [
        "TikTok: likes, comments, shares and saves are all visible on public videos.",
        "YouTube Shorts: likes and comments are public (either can be hidden or disabled by the creator). There is no public share or save count, and dislikes have been private since December 2021.",
        "Instagram Reels: likes (unless hidden) and comments are public; shares and saves are visible only to the owner.",
        "Threads: the official API reports likes, replies, reposts, quotes and shares to the account owner; looking up other profiles needs a special permission.",
      ],
    },
    {
      type: "p",
      text: "Feedscope defines engagement as likes + comments + shares + bookmarks, counting only the parts the platform makes public. A part that is hidden is left out rather than counted as zero. This keeps the number honest, but it also means engagement on TikTok adds up more parts than on Instagram, so compare rates within one platform first.",
    },
    { type: "h2", id: "by-views-or-by-followers", text: "By views or by followers?" },
    {
      type: "p",
      text: "The two most common formulas divide the same engagement by different denominators.",
    },
    { type: "h3", text: "Engagement rate by views" },
    {
      type: "p",
      text: "Engagement divided by views, per video. It answers: of the people who saw this video, how many interacted? This is the natural measure for short video, where most views come from recommendation feeds rather than followers. It is comparable across accounts of any size and is the measure Feedscope uses for each video.",
    },
    { type: "h3", text: "Engagement rate by followers" },
    {
      type: "p",
      text: "Engagement divided by follower count, usually averaged over recent posts. It answers: how active is the audience the creator has built? It is the traditional Instagram metric and still useful for that question, but on short video it is distorted by reach from non-followers. A video that goes viral outside the audience can show an engagement rate by followers above 100%, which says nothing about the audience's loyalty.",
    },
    {
      type: "tip",
      title: "Always state the formula",
      text: 'When you report an engagement rate to a client or a team, write the formula next to it: "(likes + comments + shares + saves) / views, median of the last 30 videos". Half of all disagreements about engagement are two people using different definitions.',
    },
    { type: "h2", id: "averaging-rates", text: "Averaging rates across videos" },
    {
      type: "p",
      text: "An account-level engagement rate can be computed in two ways: total engagement divided by total views, or the median of each video's rate. The first is dominated by the biggest videos; a single viral post with a low rate drags the account's figure down. The median of per-video rates describes a typical post and is the more robust choice for vetting. If you use the totals, say so.",
    },
    { type: "h2", id: "red-flags", text: "Red flags and what they usually mean" },
    {
      type: "ul",
      items: [
        "High views, almost no comments: reach may come from a trending sound or a repost rather than interest in the creator. Check several videos before concluding anything.",
        "Engagement rate far above similar accounts on every single video: look at the comments. Repetitive, generic comments can indicate engagement groups or purchased activity.",
        "A sudden drop in likes to zero: the creator may have hidden like counts. That is a missing value, not a collapse.",
        "Very high saves relative to likes on TikTok: often a sign of useful content (recipes, tutorials) that people intend to come back to. This is a good signal for educational campaigns.",
      ],
    },
    { type: "h2", id: "a-vetting-checklist", text: "A vetting checklist" },
    {
      type: "ol",
      items: [
        "Use a recent window (for example the last 30 videos) and leave out videos younger than a few days.",
        "Compute engagement per video with the parts the platform exposes, and note which parts those are.",
        "Take the median of the per-video engagement rates.",
        "Look at the spread: a creator whose rate is stable across videos is more predictable than one with a few spikes.",
        "Read the comments on the top and bottom videos. Numbers show how much people interact; comments show who they are.",
        "Compare the creator with peers on the same platform and with similar median views, not with the whole market.",
      ],
    },
    {
      type: "quote",
      text: "An engagement rate without its formula is an opinion. With the formula and the window, it becomes evidence.",
    },
    { type: "h2", id: "try-it", text: "See engagement per video" },
    {
      type: "p",
      text: "Feedscope's free influencer analysis shows each video's views, likes, comments, shares, bookmarks and engagement next to its multiple against the account's median, so you can check a creator's engagement with a clear definition before a campaign.",
    },
    {
      type: "cta",
      text: "Vet a creator in a minute with the free influencer analysis.",
      label: "Analyze an influencer",
      href: "/analyze/influencer-tracking/",
    },
  ],
};

export default post;
