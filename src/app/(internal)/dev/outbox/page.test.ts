// Issue 13 item 1: without the right ?key= the outbox page answers 404 (Next's notFound), so nobody can request a
// password reset for someone else's address and read the link here.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestDb } from "@/server/db/test/test-db";
import { outboxKey } from "@/server/email/outbox-key";
import OutboxPage from "./page";

let env: Awaited<ReturnType<typeof setupTestDb>>;
beforeAll(async () => {
  env = await setupTestDb();
});
afterAll(async () => env.teardown());

const open = (key?: string | string[]) =>
  OutboxPage({ searchParams: Promise.resolve(key === undefined ? {} : { key }) });
const NOT_FOUND = { digest: "NEXT_HTTP_ERROR_FALLBACK;404" };

describe("/dev/outbox/", () => {
  it("answers 404 without a key or with a wrong one", async () => {
    await expect(open()).rejects.toMatchObject(NOT_FOUND);
    await expect(open("wrong")).rejects.toMatchObject(NOT_FOUND);
    await expect(open([outboxKey(), outboxKey()])).rejects.toMatchObject(NOT_FOUND);
  });

  it("renders the outbox with the right key", async () => {
    const page = await open(outboxKey());
    expect(page).toBeTruthy();
  });

  it("answers 404 with the right key when SMTP is configured", async () => {
    process.env.SMTP_URL = "smtp://127.0.0.1:2525";
    try {
      await expect(open(outboxKey())).rejects.toMatchObject(NOT_FOUND);
    } finally {
      process.env.SMTP_URL = "";
    }
  });
});
