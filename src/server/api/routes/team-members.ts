// Team members, invitations, roles, leaving and transferring (spec section 7 `/v1/team/*`, issue 14 items 1, 2
// and 7). Reads are open to every member; writes go through the permission guard (src/domain/roles.ts).
import "server-only";
import { createRoute } from "@hono/zod-openapi";
import { SignedInUser, UserInfo } from "@/domain/contracts/account";
import {
  AcceptInviteBody,
  InvitationIdBody,
  InvitationPreview,
  InviteBody,
  InviteTokenQuery,
  MemberIdBody,
  TeamMembers,
  UpdateMemberBody,
} from "@/domain/contracts/team";
import { Action } from "@/domain/roles";
import { now } from "../../clock";
import { getTeamMembers } from "../../queries/team/get-team-members";
import { acceptInvitation } from "../../services/team/accept-invitation";
import { inviteMember } from "../../services/team/invite-member";
import { leaveTeam } from "../../services/team/leave-team";
import { previewInvitation } from "../../services/team/preview-invitation";
import { removeMember } from "../../services/team/remove-member";
import { resendInvitation } from "../../services/team/resend-invitation";
import { revokeInvitation } from "../../services/team/revoke-invitation";
import { transferTeam } from "../../services/team/transfer-team";
import { updateMemberRole } from "../../services/team/update-member-role";
import { ok } from "../envelope";
import { refuseApiKeys } from "../middleware/api-key-scope";
import { requireActor } from "../middleware/require-actor";
import { requirePermission } from "../middleware/require-permission";
import { requireVerifiedEmail } from "../middleware/require-verified-email";
import { bearerSecurity, jsonBody, responses } from "../openapi-helpers";
import { actorContext, createRouter, serviceContext } from "../router";

const tags = ["Team"];
const security = bearerSecurity;
const manageMembers = [requireActor, requirePermission(Action.ManageMembers)];

const members = createRoute({
  method: "get",
  path: "/team/members",
  tags,
  summary: "Members and pending invitations of the active team, with the seats used and the plan's limit",
  // Keys do not touch members (issue 17 item 3): 40305.
  middleware: [requireActor, refuseApiKeys],
  security,
  responses: responses(TeamMembers, "Members and seats", [401]),
});

const invite = createRoute({
  method: "post",
  path: "/team/invite",
  tags,
  summary: "Invite an address as Analyst (2) or Admin (3); a pending invitation of that address is sent again",
  middleware: [requireActor, requirePermission(Action.ManageMembers), requireVerifiedEmail("invitations")],
  security,
  request: { body: jsonBody(InviteBody) },
  responses: responses(TeamMembers, "Updated members and seats", [400, 401, 403, 409, 429]),
});

const resend = createRoute({
  method: "post",
  path: "/team/invite/resend",
  tags,
  summary: "Send a pending invitation again with a new link, valid 7 more days",
  middleware: [requireActor, requirePermission(Action.ManageMembers), requireVerifiedEmail("invitations")],
  security,
  request: { body: jsonBody(InvitationIdBody) },
  responses: responses(TeamMembers, "Updated members and seats", [400, 401, 403, 404, 429]),
});

const revoke = createRoute({
  method: "post",
  path: "/team/invite/revoke",
  tags,
  summary: "Revoke a pending invitation: its link stops working and the seat is free",
  middleware: manageMembers,
  security,
  request: { body: jsonBody(InvitationIdBody) },
  responses: responses(TeamMembers, "Updated members and seats", [400, 401, 403, 404]),
});

const preview = createRoute({
  method: "get",
  path: "/team/invite/accept",
  tags,
  summary: "What an invitation link offers (no sign-in); 40005 expired, 40006 revoked, 40007 used, 40002 unknown",
  request: { query: InviteTokenQuery },
  responses: responses(InvitationPreview, "The invitation", [400, 429]),
});

const accept = createRoute({
  method: "post",
  path: "/team/invite/accept",
  tags,
  summary:
    "Accept an invitation: creates the account when none has the address, or checks the account's password (or " +
    "the bearer session of that address); answers the user info with a token, acting for the invited team",
  request: { body: jsonBody(AcceptInviteBody) },
  responses: responses(SignedInUser, "The user, signed in, in the invited team", [400, 429]),
});

const updateMember = createRoute({
  method: "post",
  path: "/team/member/update",
  tags,
  summary: "Make a member Analyst (2) or Admin (3); the Owner's role cannot change here (40304)",
  middleware: manageMembers,
  security,
  request: { body: jsonBody(UpdateMemberBody) },
  responses: responses(TeamMembers, "Updated members and seats", [400, 401, 403, 404]),
});

const removeMemberRoute = createRoute({
  method: "post",
  path: "/team/member/remove",
  tags,
  summary: "Remove a member; their sessions lose the team at once. Not the Owner (40304), not yourself (use leave)",
  middleware: manageMembers,
  security,
  request: { body: jsonBody(MemberIdBody) },
  responses: responses(TeamMembers, "Updated members and seats", [400, 401, 403, 404]),
});

const leave = createRoute({
  method: "post",
  path: "/team/leave",
  tags,
  summary: "Leave the active team (not the Owner, who transfers first); the session moves to your own team",
  middleware: [requireActor],
  security,
  responses: responses(UserInfo, "The user info, acting for their next team", [401, 403, 409]),
});

const transfer = createRoute({
  method: "post",
  path: "/team/transfer",
  tags,
  summary: "Hand the team to another member (Owner only): they become Owner, you become Admin",
  middleware: [requireActor, requirePermission(Action.TransferTeam)],
  security,
  request: { body: jsonBody(MemberIdBody) },
  responses: responses(TeamMembers, "Updated members and seats", [400, 401, 403, 404, 409]),
});

export const teamMemberRoutes = createRouter()
  .openapi(members, async (c) =>
    c.json(ok(await getTeamMembers(c.var.db, { teamId: c.var.actor.teamId, now: now() })), 200),
  )
  .openapi(invite, async (c) =>
    c.json(ok(await inviteMember({ ctx: actorContext(c), input: c.req.valid("json") })), 200),
  )
  .openapi(resend, async (c) =>
    c.json(ok(await resendInvitation({ ctx: actorContext(c), input: c.req.valid("json") })), 200),
  )
  .openapi(revoke, async (c) =>
    c.json(ok(await revokeInvitation({ ctx: actorContext(c), input: c.req.valid("json") })), 200),
  )
  .openapi(preview, async (c) =>
    c.json(ok(await previewInvitation({ ctx: serviceContext(c), input: c.req.valid("query") })), 200),
  )
  .openapi(accept, async (c) =>
    c.json(ok(await acceptInvitation({ ctx: serviceContext(c), input: c.req.valid("json") })), 200),
  )
  .openapi(updateMember, async (c) =>
    c.json(ok(await updateMemberRole({ ctx: actorContext(c), input: c.req.valid("json") })), 200),
  )
  .openapi(removeMemberRoute, async (c) =>
    c.json(ok(await removeMember({ ctx: actorContext(c), input: c.req.valid("json") })), 200),
  )
  .openapi(leave, async (c) => c.json(ok(await leaveTeam({ ctx: actorContext(c) })), 200))
  .openapi(transfer, async (c) =>
    c.json(ok(await transferTeam({ ctx: actorContext(c), input: c.req.valid("json") })), 200),
  );
