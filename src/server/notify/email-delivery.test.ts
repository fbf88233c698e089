// An email destination goes through the mailer: without SMTP the message lands in the outbox table, in the
// recipient's language, as kind "alert", with the item's thumbnail and link in the HTML.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { emailOutbox } from "../db/schema";
import { setupTestDb } from "../db/test/test-db";
import { sendToDestination } from "./send-to-destination";
import { sampleMessage } from "./test/test-message";

let env: Awaited<ReturnType<typeof setupTestDb>>;
const savedSmtp = process.env.SMTP_URL;

beforeAll(async () => {
  process.env.SMTP_URL = "";
  env = await setupTestDb();
});
afterAll(async () => {
  process.env.SMTP_URL = savedSmtp;
  await env.teardown();
});

it("records the alert email in the recipient's language", async () => {
  const db = env.handle.db;
  const outcome = await sendToDestination(
    { type: "email", email: "kenji@example.com", locale: "ja" },
    sampleMessage(),
    {
      db,
    },
  );
  expect(outcome).toEqual({ status: "delivered", responseCode: 250 });
  const rows = await db.select().from(emailOutbox).where(eq(emailOutbox.to, "kenji@example.com"));
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ kind: "alert", transport: "outbox", subject: "アラート：Launch <views> & co" });
  expect(rows[0]?.text).toContain("再生数：120,400（以前：98,000）");
  expect(rows[0]?.html).toContain('<img src="https://p16.example.com/t.jpg"');
  // Another address got nothing.
  expect(await db.select().from(emailOutbox).where(eq(emailOutbox.to, "other@example.com"))).toHaveLength(0);
});

it("needs the database for an email destination", async () => {
  await expect(
    sendToDestination({ type: "email", email: "a@example.com", locale: null }, sampleMessage()),
  ).rejects.toThrow("needs the database");
});
