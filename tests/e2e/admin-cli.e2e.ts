// `npm run admin -- plan …` against the running server (the embedded database stays with the server process).
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { baseUrl, nextClientIp, uniqueEmail } from "./support/browser";
import { E2E_ADMIN_TOKEN } from "./support/server";

describe("npm run admin -- plan", () => {
  it("changes a team's plan while the app runs", async () => {
    const email = uniqueEmail("admin");
    const register = await fetch(`${baseUrl()}/v1/account/register/`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: baseUrl(), "x-forwarded-for": nextClientIp() },
      body: JSON.stringify({
        email,
        password: createHash("md5").update("password-123").digest("hex"),
        fullname: "Admin Test",
      }),
    });
    const { data } = (await register.json()) as { data: { token: string } };
    const run = (args: string[], token = E2E_ADMIN_TOKEN) =>
      spawnSync(process.execPath, ["--import", "tsx", "scripts/admin.ts", ...args], {
        encoding: "utf8",
        env: { ...process.env, APP_URL: baseUrl(), ADMIN_TOKEN: token },
      });
    const done = run(["plan", email, "pro"]);
    expect(done.stderr).toBe("");
    expect(done.stdout).toContain("is now on the pro plan");
    expect(done.status).toBe(0);
    const stats = await fetch(`${baseUrl()}/v1/team/statistic/`, {
      headers: { authorization: `Bearer ${data.token}` },
    });
    expect(((await stats.json()) as { data: { plan: string } }).data.plan).toBe("pro");

    const refused = run(["plan", email, "max"], "not-the-token");
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("admin token");
    const usage = run(["plan"]);
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain("Usage: npm run admin -- plan");
  });
});
