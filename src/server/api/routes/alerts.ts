// Alerts (issue 16 item 2): targets, notification groups, rules and the events log. Every member reads; Owner and
// Admin write (Analyst: 403 40303); creating needs a verified address (40301) and a plan with alerts (90001).
// The email destination's confirmation link (GET /alert/destination/confirm) needs no sign-in: the token is the
// permission. Static paths are registered before /{id} ones.
import "server-only";
import { createRoute, type z } from "@hono/zod-openapi";
import {
  AlertEventPage,
  AlertEventsQuery,
  AlertGroup,
  AlertGroupBody,
  AlertGroupList,
  AlertGroupTestAnswer,
  AlertRule,
  AlertRuleActiveBody,
  AlertRuleBody,
  AlertRuleList,
  AlertTarget,
  AlertTargetBody,
  AlertTargetList,
  DestinationConfirmed,
  DestinationConfirmQuery,
} from "@/domain/contracts/alerts";
import { EntityId, IdParam } from "@/domain/contracts/common";
import { Action } from "@/domain/roles";
import type { Db } from "../../db/client";
import { notFound } from "../../errors/api-error";
import { listEvents } from "../../queries/alerts/list-events";
import { listGroups } from "../../queries/alerts/list-groups";
import { listRules, presentRule } from "../../queries/alerts/list-rules";
import { listTargets } from "../../queries/alerts/list-targets";
import { confirmDestination } from "../../services/alerts/confirm-destination";
import {
  createGroup,
  deleteGroup,
  GROUP_NOT_FOUND,
  type SavedGroup,
  updateGroup,
} from "../../services/alerts/group-actions";
import { createRule, deleteRule, RULE_NOT_FOUND, setRuleActive, updateRule } from "../../services/alerts/rule-actions";
import { createTarget, deleteTarget, TARGET_NOT_FOUND, updateTarget } from "../../services/alerts/target-actions";
import { testGroup } from "../../services/alerts/test-group";
import { ok } from "../envelope";
import { refuseApiKeys } from "../middleware/api-key-scope";
import { requireActor } from "../middleware/require-actor";
import { requirePermission } from "../middleware/require-permission";
import { requireVerifiedEmail } from "../middleware/require-verified-email";
import { bearerSecurity, jsonBody, responses } from "../openapi-helpers";
import { actorContext, createRouter } from "../router";

const tags = ["Alerts"];
// Alert setup holds webhook URLs (often secrets themselves) and email addresses: people read it, API keys do not.
const readByPeople = { middleware: [requireActor, refuseApiKeys], security: bearerSecurity };
const manage = { middleware: [requireActor, requirePermission(Action.ManageAlerts)], security: bearerSecurity };
const create = {
  middleware: [requireActor, requirePermission(Action.ManageAlerts), requireVerifiedEmail("alerts")],
  security: bearerSecurity,
};
const PLAN_NOTE = "Free: 90001. ";

type Resource = "target" | "group" | "rule";
const crud = <R extends Resource>(resource: R) => ({
  list: { method: "get", path: `/alert/${resource}`, tags, ...readByPeople } as const,
  create: { method: "post", path: `/alert/${resource}`, tags, ...create } as const,
  get: { method: "get", path: `/alert/${resource}/{id}`, tags, ...readByPeople } as const,
  update: { method: "put", path: `/alert/${resource}/{id}`, tags, ...manage } as const,
  remove: { method: "delete", path: `/alert/${resource}/{id}`, tags, ...manage } as const,
});

const T = crud("target");
const G = crud("group");
const R = crud("rule");

const routes = {
  targetList: createRoute({
    ...T.list,
    summary: "The team's alert targets",
    responses: responses(AlertTargetList, "The targets", [401]),
  }),
  targetCreate: createRoute({
    ...T.create,
    summary: `Watch a channel, a feed, a collection or every tracked item (optionally one platform). ${PLAN_NOTE}`,
    request: { body: jsonBody(AlertTargetBody) },
    responses: responses(AlertTarget, "The new target", [400, 401, 403, 404]),
  }),
  targetGet: createRoute({
    ...T.get,
    summary: "One alert target",
    request: { params: IdParam },
    responses: responses(AlertTarget, "The target", [401, 404]),
  }),
  targetUpdate: createRoute({
    ...T.update,
    summary: "Change what a target watches",
    request: { params: IdParam, body: jsonBody(AlertTargetBody) },
    responses: responses(AlertTarget, "The target", [400, 401, 403, 404]),
  }),
  targetDelete: createRoute({
    ...T.remove,
    summary: "Delete a target no rule uses (409 naming the rules otherwise)",
    request: { params: IdParam },
    responses: responses(EntityId, "Deleted", [401, 403, 404, 409]),
  }),
  groupList: createRoute({
    ...G.list,
    summary: "The team's notification groups, credentials masked",
    responses: responses(AlertGroupList, "The groups", [401]),
  }),
  groupCreate: createRoute({
    ...G.create,
    summary:
      "Create a notification group. URLs the outbound guard would refuse answer 400 saying why; webhook " +
      `destinations need Max (90001, data.plan "max"); a webhook's signing secret is answered here only. ${PLAN_NOTE}`,
    request: { body: jsonBody(AlertGroupBody) },
    responses: responses(AlertGroup, "The new group", [400, 401, 403, 429]),
  }),
  groupGet: createRoute({
    ...G.get,
    summary: "One notification group, credentials masked",
    request: { params: IdParam },
    responses: responses(AlertGroup, "The group", [401, 404]),
  }),
  groupUpdate: createRoute({
    ...G.update,
    summary:
      "Replace a group's name and destinations: send a kept destination with its id (credentials left out stay), " +
      "new ones without; the others are removed",
    request: { params: IdParam, body: jsonBody(AlertGroupBody) },
    responses: responses(AlertGroup, "The group", [400, 401, 403, 404, 429]),
  }),
  groupDelete: createRoute({
    ...G.remove,
    summary: "Delete a group no rule uses (409 naming the rules otherwise)",
    request: { params: IdParam },
    responses: responses(EntityId, "Deleted", [401, 403, 404, 409]),
  }),
  groupTest: createRoute({
    method: "post",
    path: "/alert/group/{id}/test",
    tags,
    summary:
      "Send an alert.test sample to every destination of the group now and answer each one's result (delivered, " +
      "failed with the receiver's answer, or skipped: a paused destination or an unconfirmed address). Not retried. " +
      "30 per team per hour (429)",
    ...manage,
    request: { params: IdParam },
    responses: responses(AlertGroupTestAnswer, "Each destination's result, in the group's order", [401, 403, 404, 429]),
  }),
  ruleList: createRoute({
    ...R.list,
    summary: "The team's alert rules",
    responses: responses(AlertRuleList, "The rules", [401]),
  }),
  ruleCreate: createRoute({
    ...R.create,
    summary: `Create a rule on one of the team's targets and groups. ${PLAN_NOTE}Rules per plan: Pro 20, Max 200 (90001)`,
    request: { body: jsonBody(AlertRuleBody) },
    responses: responses(AlertRule, "The new rule", [400, 401, 403, 404]),
  }),
  ruleGet: createRoute({
    ...R.get,
    summary: "One alert rule",
    request: { params: IdParam },
    responses: responses(AlertRule, "The rule", [401, 404]),
  }),
  ruleUpdate: createRoute({
    ...R.update,
    summary: "Change a rule (cooldown_hours and active left out keep their values)",
    request: { params: IdParam, body: jsonBody(AlertRuleBody) },
    responses: responses(AlertRule, "The rule", [400, 401, 403, 404]),
  }),
  ruleDelete: createRoute({
    ...R.remove,
    summary: "Delete a rule (its events and deliveries go with it)",
    request: { params: IdParam },
    responses: responses(EntityId, "Deleted", [401, 403, 404]),
  }),
  ruleActive: createRoute({
    method: "post",
    path: "/alert/rule/{id}/active",
    tags,
    summary: "Switch a rule on (1) or off (0)",
    ...manage,
    request: { params: IdParam, body: jsonBody(AlertRuleActiveBody) },
    responses: responses(AlertRule, "The rule", [400, 401, 403, 404]),
  }),
  events: createRoute({
    method: "get",
    path: "/alert/events",
    tags,
    summary: "What fired, newest first (filter by rule_id), with each delivery's status, attempts, response and error",
    ...readByPeople,
    request: { query: AlertEventsQuery },
    responses: responses(AlertEventPage, "A page of events", [400, 401]),
  }),
  confirm: createRoute({
    method: "get",
    path: "/alert/destination/confirm",
    tags,
    summary: "Confirm an email destination by the token of the link mailed to it (no sign-in); 40002 unknown or lapsed",
    request: { query: DestinationConfirmQuery },
    responses: responses(DestinationConfirmed, "The address is confirmed", [400, 429]),
  }),
};

async function oneOf<T>(rows: Promise<T[]>, missing: string): Promise<T> {
  const [row] = await rows;
  if (!row) throw notFound(missing);
  return row;
}

/** The saved group as answered: masked like every read, plus the webhook secrets this save generated (once). */
async function savedGroupAnswer(db: Db, teamId: number, saved: SavedGroup): Promise<z.infer<typeof AlertGroup>> {
  const group = await oneOf(listGroups(db, teamId, saved.groupId), GROUP_NOT_FOUND);
  return {
    ...group,
    destinations: group.destinations.map((destination) => {
      const secret = saved.newSecrets.get(destination.id);
      return secret ? { ...destination, secret } : destination;
    }),
  };
}

export const alertRoutes = createRouter()
  .openapi(routes.events, async (c) => {
    const query = c.req.valid("query");
    const page = await listEvents(c.var.db, c.var.actor.teamId, {
      ...(query.rule_id === undefined ? {} : { ruleId: query.rule_id }),
      page: query.page,
      pageSize: query.page_size,
    });
    return c.json(ok(page), 200);
  })
  .openapi(routes.confirm, async (c) => {
    const confirmed = await confirmDestination(c.var.db, {
      token: c.req.valid("query").token,
      headers: c.req.raw.headers,
    });
    const data = { email: confirmed.email, confirmed_at: confirmed.confirmedAt.toISOString() };
    return c.json(ok(data, "Email address confirmed: it will receive this team's alerts"), 200);
  })
  .openapi(routes.targetList, async (c) => c.json(ok({ list: await listTargets(c.var.db, c.var.actor.teamId) }), 200))
  .openapi(routes.targetCreate, async (c) => {
    const id = await createTarget({ ctx: actorContext(c), body: c.req.valid("json") });
    return c.json(
      ok(await oneOf(listTargets(c.var.db, c.var.actor.teamId, id), TARGET_NOT_FOUND), "Target created"),
      200,
    );
  })
  .openapi(routes.targetGet, async (c) =>
    c.json(ok(await oneOf(listTargets(c.var.db, c.var.actor.teamId, c.req.valid("param").id), TARGET_NOT_FOUND)), 200),
  )
  .openapi(routes.targetUpdate, async (c) => {
    const { id } = c.req.valid("param");
    await updateTarget({ ctx: actorContext(c), id, body: c.req.valid("json") });
    return c.json(
      ok(await oneOf(listTargets(c.var.db, c.var.actor.teamId, id), TARGET_NOT_FOUND), "Target saved"),
      200,
    );
  })
  .openapi(routes.targetDelete, async (c) => {
    const { id } = c.req.valid("param");
    await deleteTarget({ ctx: actorContext(c), id });
    return c.json(ok({ id }, "Target deleted"), 200);
  })
  .openapi(routes.groupList, async (c) => c.json(ok({ list: await listGroups(c.var.db, c.var.actor.teamId) }), 200))
  .openapi(routes.groupCreate, async (c) => {
    const saved = await createGroup({ ctx: actorContext(c), body: c.req.valid("json") });
    return c.json(ok(await savedGroupAnswer(c.var.db, c.var.actor.teamId, saved), "Group created"), 200);
  })
  .openapi(routes.groupGet, async (c) =>
    c.json(ok(await oneOf(listGroups(c.var.db, c.var.actor.teamId, c.req.valid("param").id), GROUP_NOT_FOUND)), 200),
  )
  .openapi(routes.groupUpdate, async (c) => {
    const saved = await updateGroup({ ctx: actorContext(c), id: c.req.valid("param").id, body: c.req.valid("json") });
    return c.json(ok(await savedGroupAnswer(c.var.db, c.var.actor.teamId, saved), "Group saved"), 200);
  })
  .openapi(routes.groupDelete, async (c) => {
    const { id } = c.req.valid("param");
    await deleteGroup({ ctx: actorContext(c), id });
    return c.json(ok({ id }, "Group deleted"), 200);
  })
  .openapi(routes.groupTest, async (c) => {
    const answer = await testGroup({ ctx: actorContext(c), id: c.req.valid("param").id });
    const sent = answer.list.filter((result) => result.outcome === "delivered").length;
    return c.json(ok(answer, `Test alert delivered to ${sent} of ${answer.list.length} destinations`), 200);
  })
  .openapi(routes.ruleList, async (c) => c.json(ok({ list: await listRules(c.var.db, c.var.actor.teamId) }), 200))
  .openapi(routes.ruleCreate, async (c) => {
    const row = await createRule({ ctx: actorContext(c), body: c.req.valid("json") });
    return c.json(ok(presentRule(row), "Rule created"), 200);
  })
  .openapi(routes.ruleActive, async (c) => {
    const row = await setRuleActive({
      ctx: actorContext(c),
      id: c.req.valid("param").id,
      active: c.req.valid("json").active,
    });
    return c.json(ok(presentRule(row), row.active ? "Rule switched on" : "Rule switched off"), 200);
  })
  .openapi(routes.ruleGet, async (c) =>
    c.json(ok(await oneOf(listRules(c.var.db, c.var.actor.teamId, c.req.valid("param").id), RULE_NOT_FOUND)), 200),
  )
  .openapi(routes.ruleUpdate, async (c) => {
    const row = await updateRule({ ctx: actorContext(c), id: c.req.valid("param").id, body: c.req.valid("json") });
    return c.json(ok(presentRule(row), "Rule saved"), 200);
  })
  .openapi(routes.ruleDelete, async (c) => {
    const row = await deleteRule({ ctx: actorContext(c), id: c.req.valid("param").id });
    return c.json(ok({ id: row.id }, "Rule deleted"), 200);
  });
