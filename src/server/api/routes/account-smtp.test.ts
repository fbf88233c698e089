// A real SMTP conversation: a local smtp-server on loopback receives what Feedscope sends.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "@/domain/error-codes";
import { setupTestDb } from "../../db/test/test-db";
import { createTestApi, hash, latestMail, uniqueEmail } from "../test/api-client";

interface Received {
  from: string;
  to: string[];
  raw: string;
}

let env: Awaited<ReturnType<typeof setupTestDb>>;
let server: SMTPServer;
let port = 0;
const received: Received[] = [];
const { call } = createTestApi();

beforeAll(async () => {
  env = await setupTestDb();
  server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.server.address() as AddressInfo).port;
});

afterEach(() => {
  process.env.SMTP_URL = "";
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await env.teardown();
});

describe("email over SMTP", () => {
  it("delivers the verification email through a real SMTP conversation", async () => {
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}?ignoreTLS=true`;
    process.env.MAIL_FROM = "Feedscope <no-reply@feedscope.test>";
    const email = uniqueEmail("smtp");
    const res = await call("POST", "/v1/account/register", {
      body: { email, password: hash("password-123"), fullname: "Smtp User" },
    });
    expect(res.body.code).toBe(0);
    const mail = received.find((m) => m.to.includes(email));
    expect(mail?.from).toBe("no-reply@feedscope.test");
    expect(mail?.raw).toContain("Subject: Verify your email address for Feedscope");
    expect(mail?.raw).toMatch(/verify-email\/\?token=/);
    const row = await latestMail(env.handle.db, email);
    expect(row).toMatchObject({ transport: "smtp", error: null, html: null });
    // What went out through SMTP is recorded without its link: the table must not hold a usable token.
    expect(row.token).toBeUndefined();
    expect(row.text).not.toContain("/verify-email/");
    expect(row.text).toContain("[link removed]");
  });

  it("keeps sign-up working when SMTP is down, records the failure, and reports a failed resend clearly", async () => {
    process.env.SMTP_URL = "smtp://127.0.0.1:1?ignoreTLS=true&connectionTimeout=2000";
    const email = uniqueEmail("down");
    const res = await call("POST", "/v1/account/register", {
      body: { email, password: hash("password-123"), fullname: "Down User" },
    });
    expect(res.body.code).toBe(0);
    const row = await latestMail(env.handle.db, email);
    expect(row.transport).toBe("smtp");
    expect(row.error).toBeTruthy();

    const resend = await call("POST", "/v1/user/resend-verify", { token: (res.body.data as { token: string }).token });
    expect(resend.status).toBe(503);
    expect(resend.body.code).toBe(ErrorCode.Unavailable);

    // A reset request answers the same whatever happens (no account enumeration); the outbox keeps the failure.
    const reset = await call("POST", "/v1/account/forget", { body: { email } });
    expect(reset.body.code).toBe(0);
    const resetRow = await latestMail(env.handle.db, email);
    expect(resetRow).toMatchObject({ kind: "reset-password", transport: "smtp" });
    expect(resetRow.error).toBeTruthy();
  });
});
