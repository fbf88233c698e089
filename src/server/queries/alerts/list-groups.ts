// A team's notification groups (or one of them) with their destinations, credentials masked (issue 16 item 2):
// a Telegram bot token, a Lark or webhook secret and the token part of Lark, Discord and Slack URLs are never
// answered, only hints.
import "server-only";
import { and, asc, count, eq, inArray } from "drizzle-orm";
import { maskBotToken, maskSecret, maskUrl, urlIsSecret } from "@/domain/alert-destinations";
import type { AlertDestination, AlertGroup } from "@/domain/contracts/alerts";
import { NotificationChannelType } from "@/domain/enums";
import type { Db } from "../../db/client";
import { alertDestinations, alertGroups, alertRules } from "../../db/schema";

export type AlertDestinationRow = typeof alertDestinations.$inferSelect;

export function presentDestination(row: AlertDestinationRow): AlertDestination {
  const isEmail = row.type === NotificationChannelType.Email;
  return {
    id: row.id,
    type: row.type,
    email: row.email,
    url: row.type === NotificationChannelType.Webhook ? row.url : null,
    url_hint: row.url && urlIsSecret(row.type) ? maskUrl(row.url) : null,
    chat_id: row.chatId,
    bot_token_hint: row.botToken ? maskBotToken(row.botToken) : null,
    secret_hint: row.secret ? maskSecret(row.secret) : null,
    confirmed: isEmail ? row.confirmedAt !== null : true,
    confirmed_at: row.confirmedAt?.toISOString() ?? null,
    paused: row.pausedAt !== null,
  };
}

export async function listGroups(db: Db, teamId: number, onlyId?: number): Promise<AlertGroup[]> {
  const groups = await db
    .select()
    .from(alertGroups)
    .where(and(eq(alertGroups.teamId, teamId), onlyId === undefined ? undefined : eq(alertGroups.id, onlyId)))
    .orderBy(asc(alertGroups.id));
  const ids = groups.map((group) => group.id);
  if (!ids.length) return [];
  const destinations = await db
    .select()
    .from(alertDestinations)
    .where(inArray(alertDestinations.groupId, ids))
    .orderBy(asc(alertDestinations.position), asc(alertDestinations.id));
  const uses = await db
    .select({ groupId: alertRules.groupId, n: count() })
    .from(alertRules)
    .where(inArray(alertRules.groupId, ids))
    .groupBy(alertRules.groupId);
  const ruleCount = new Map(uses.map((use) => [use.groupId, Number(use.n)]));
  return groups.map((group) => ({
    id: group.id,
    name: group.name,
    destinations: destinations.filter((row) => row.groupId === group.id).map(presentDestination),
    rule_count: ruleCount.get(group.id) ?? 0,
    created_at: group.createdAt.toISOString(),
  }));
}
