// Enumerations of spec section 3, exactly as the API exposes them.
export const MemberStatus = { Inactive: 0, Inviting: 1, Active: 2 } as const;
export type MemberStatusValue = (typeof MemberStatus)[keyof typeof MemberStatus];

export const Platform = {
  Douyin: 1,
  TikTok: 2,
  YouTube: 3,
  Shorts: 4,
  Reels: 5,
  Instagram: 6,
  Kuaishou: 7,
  XHS: 8,
  Facebook: 9,
  Threads: 10,
  X: 11,
} as const;
export type PlatformValue = (typeof Platform)[keyof typeof Platform];

export const ChannelStatus = { Pending: 0, Tracking: 1, Stop: 2, Deleted: 3, Remove: 4 } as const;
export const FeedStatus = { NotFound: -1, Pending: 0, Tracking: 1, Stop: 2, Deleted: 3, Removed: 4 } as const;
export const Visibility = { Private: 1, Public: 2 } as const;
// Alerts (issue 16 item 1): the spec numbers Email 1, Lark 2, Telegram 5 and Discord 6; Webhook 7 and Slack 8 are
// Feedscope's own additions (not numbered in the spec), and so is the metric 7 Outlier multiple (views as a multiple
// of the account's median, spec section 4).
export const NotificationChannelType = { Email: 1, Lark: 2, Telegram: 5, Discord: 6, Webhook: 7, Slack: 8 } as const;
export type NotificationChannelTypeValue = (typeof NotificationChannelType)[keyof typeof NotificationChannelType];
export const AlertCalculation = { IncrementOfLastCycle: 1, TotalAmount: 2 } as const;
export type AlertCalculationValue = (typeof AlertCalculation)[keyof typeof AlertCalculation];
export const Metric = {
  Views: 1,
  Likes: 2,
  Comments: 3,
  Shares: 4,
  Bookmarks: 5,
  Engagement: 6,
  OutlierMultiple: 7,
} as const;
export type MetricValue = (typeof Metric)[keyof typeof Metric];
export const ActiveFlag = { Inactive: 0, Active: 1 } as const;
export const PlanSku = ["free", "pro_monthly", "pro_yearly", "max_monthly", "max_yearly"] as const;
export const PlanName = ["free", "pro", "max"] as const;
export type PlanNameValue = (typeof PlanName)[number];
export const PaymentStatus = { Pending: 0, Paid: 1, Failed: 2 } as const;
export const MessageType = { Info: 1, Success: 2, Warning: 3, Danger: 4 } as const;
export type MessageTypeValue = (typeof MessageType)[keyof typeof MessageType];

/** Member status from the email verification state: unverified users stay inactive (0) until they verify. */
export function memberStatusFor(input: { emailVerified: boolean; invitationPending?: boolean }): MemberStatusValue {
  if (input.emailVerified) return MemberStatus.Active;
  return input.invitationPending ? MemberStatus.Inviting : MemberStatus.Inactive;
}

/** Inactive and inviting both mean the email is not verified yet (spec section 4): show the warning banner. */
export function needsEmailVerification(status: MemberStatusValue): boolean {
  return status !== MemberStatus.Active;
}
