// The upload token's rules (issue 14 item 6): single use, ten minutes, only its own caller, team uploads only for
// roles with the team settings right (Analyst: 403 naming the role), and a per-person hourly cap on uploads.
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { UserInfo } from "@/domain/contracts/account";
import { ErrorCode } from "@/domain/error-codes";
import { Role } from "@/domain/roles";
import { forgetMemberships } from "../../auth/membership-cache";
import { setClock } from "../../clock";
import { member, organization, user } from "../../db/schema";
import { setupTestDb } from "../../db/test/test-db";
import { createTestApi } from "../test/api-client";
import { registerUser } from "../test/tracking-helpers";
import { analystOf, makeImage, putImage, startUpload } from "../test/upload-helpers";

let env: Awaited<ReturnType<typeof setupTestDb>>;
const api = createTestApi();
let png: Buffer;

beforeAll(async () => {
  env = await setupTestDb();
  png = await makeImage("png", 120, 120);
});
afterAll(async () => env.teardown());
afterEach(() => setClock(null));

const INVALID = "This upload link is not valid or was already used; please start the upload again";

async function imageOf(userId: number) {
  const [row] = await env.handle.db.select({ image: user.image }).from(user).where(eq(user.id, userId));
  return row?.image ?? null;
}

describe("upload tokens", () => {
  it("are single use: the second upload with the same token is refused and changes nothing", async () => {
    const person = await registerUser(api, env.handle.db);
    const { token } = (await startUpload(api, person.token)).body.data;
    const first = await putImage<UserInfo>(api, { uploadToken: token, token: person.token, body: png });
    expect(first.status).toBe(200);
    const avatar = first.body.data.avatar;
    const other = await makeImage("jpeg", 200, 100);
    const second = await putImage(api, {
      uploadToken: token,
      token: person.token,
      body: other,
      contentType: "image/jpeg",
    });
    expect(second.status).toBe(400);
    expect(second.body).toEqual({ code: ErrorCode.InvalidToken, message: INVALID, data: null });
    expect(await imageOf(person.id)).toBe(avatar);
  });

  it("of two parallel uploads with one token, exactly one succeeds", async () => {
    const person = await registerUser(api, env.handle.db);
    const { token } = (await startUpload(api, person.token)).body.data;
    const answers = await Promise.all(
      [0, 1, 2].map(() => putImage(api, { uploadToken: token, token: person.token, body: png })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400]);
  });

  it("expire after 10 minutes", async () => {
    const person = await registerUser(api, env.handle.db);
    const { token, expires_at } = (await startUpload(api, person.token)).body.data;
    setClock(() => new Date(Date.parse(expires_at) + 1000));
    const late = await putImage(api, { uploadToken: token, token: person.token, body: png });
    expect(late.status).toBe(400);
    expect(late.body).toEqual({
      code: ErrorCode.InvalidToken,
      message: "This upload link has expired; please start the upload again",
      data: null,
    });
    expect(await imageOf(person.id)).toBeNull();

    // Just inside the ten minutes a fresh token still works.
    const fresh = (await startUpload(api, person.token)).body.data;
    setClock(() => new Date(Date.parse(fresh.expires_at) - 1000));
    const inTime = await putImage(api, { uploadToken: fresh.token, token: person.token, body: png });
    expect(inTime.status).toBe(200);
  });

  it("work only for the person who started the upload, and another person's attempt does not spend them", async () => {
    const owner = await registerUser(api, env.handle.db);
    const thief = await registerUser(api, env.handle.db);
    const { token } = (await startUpload(api, owner.token)).body.data;
    const stolen = await putImage(api, { uploadToken: token, token: thief.token, body: png });
    expect(stolen.status).toBe(400);
    expect(stolen.body.code).toBe(ErrorCode.InvalidToken);
    expect(await imageOf(thief.id)).toBeNull();
    expect(await imageOf(owner.id)).toBeNull();
    const own = await putImage(api, { uploadToken: token, token: owner.token, body: png });
    expect(own.status).toBe(200);

    const anonymous = await putImage(api, { uploadToken: token, token: "not-a-session", body: png });
    expect(anonymous.status).toBe(401);
  });

  it("refuse malformed and unknown tokens", async () => {
    const person = await registerUser(api, env.handle.db);
    const malformed = await putImage(api, { uploadToken: "short", token: person.token, body: png });
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe(ErrorCode.Validation);
    const unknown = await putImage(api, { uploadToken: "A".repeat(43), token: person.token, body: png });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe(ErrorCode.InvalidToken);
  });
});

describe("team avatar permissions", () => {
  it("an Analyst cannot start a team upload (403 40303 naming the role) but can change their own avatar", async () => {
    const owner = await registerUser(api, env.handle.db);
    const analyst = await analystOf(api, env.handle.db, owner.team_info.id);
    const team = await startUpload(api, analyst.token, "team");
    expect(team.status).toBe(403);
    expect(team.body).toEqual({
      code: ErrorCode.RoleRequired,
      message: "Only an Admin or the Owner can do this",
      data: { required_role: Role.Admin },
    });
    const own = await startUpload(api, analyst.token, "user");
    expect(own.status).toBe(200);
    const put = await putImage<UserInfo>(api, { uploadToken: own.body.data.token, token: analyst.token, body: png });
    expect(put.status).toBe(200);
    expect(put.body.data.team_info.avatar).toBe("");
  });

  it("a team token is refused once its holder is demoted to Analyst, and the logo stays", async () => {
    const owner = await registerUser(api, env.handle.db);
    const admin = await analystOf(api, env.handle.db, owner.team_info.id);
    await env.handle.db.update(member).set({ role: "admin" }).where(eq(member.userId, admin.id));
    const { token } = (await startUpload(api, admin.token, "team")).body.data;
    await env.handle.db.update(member).set({ role: "member" }).where(eq(member.userId, admin.id));
    forgetMemberships(); // as the app's own member writes do (membership-cache.ts)
    const put = await putImage(api, { uploadToken: token, token: admin.token, body: png });
    expect(put.status).toBe(403);
    expect(put.body.code).toBe(ErrorCode.RoleRequired);
    const [team] = await env.handle.db
      .select({ logo: organization.logo })
      .from(organization)
      .where(eq(organization.id, owner.team_info.id));
    expect(team?.logo ?? null).toBeNull();
  });

  it("an Admin's team upload changes the team's logo", async () => {
    const owner = await registerUser(api, env.handle.db);
    const admin = await analystOf(api, env.handle.db, owner.team_info.id);
    await env.handle.db.update(member).set({ role: "admin" }).where(eq(member.userId, admin.id));
    forgetMemberships(); // as the app's own member writes do (membership-cache.ts)
    const { token } = (await startUpload(api, admin.token, "team")).body.data;
    const put = await putImage<UserInfo>(api, { uploadToken: token, token: admin.token, body: png });
    expect(put.status).toBe(200);
    expect(put.body.data.team_info.id).toBe(owner.team_info.id);
    expect(put.body.data.team_info.avatar).toMatch(/^http:\/\/localhost:3999\/v1\/uploads\/[0-9a-f]{64}\.webp$/);
  });
});

describe("upload rate limit", () => {
  it("allows 20 uploads per person an hour, then answers 429 with Retry-After; others are unaffected", async () => {
    const person = await registerUser(api, env.handle.db);
    for (let i = 0; i < 20; i += 1) expect((await startUpload(api, person.token)).status).toBe(200);
    const over = await startUpload(api, person.token);
    expect(over.status).toBe(429);
    expect(over.body.code).toBe(ErrorCode.RateLimited);
    expect(over.body.message).toBe("You have uploaded 20 images this hour; please try again later");
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    const other = await registerUser(api, env.handle.db);
    expect((await startUpload(api, other.token)).status).toBe(200);
  });
});
