// Part of `npm run bench -- alerts`: alert deliveries per second to a loopback receiver (issue 16, Benchmark). Each
// delivery goes through the real `alerts.deliver` handler (src/server/services/alerts/deliver.ts: claim, load the
// rows with their event, rule, item and destination, build the message, record the outcome and the destination's
// health) and the real sender with the outbound guard, as a signed webhook to tests/fixtures/fake-notify, which
// checks every signature (OUTBOUND_ALLOW_HOSTS names it). PGlite in a temporary data dir, as `npm start` runs.
// Jobs run DELIVER_CONCURRENCY at a time, like one worker; pg-boss's own fetch (polled every 2 s when idle) is not
// timed. BENCH_ALERT_DELIVERIES (default 400) single-event deliveries, then as many events in digests of 10.
import { createHmac, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startFakeNotify } from "../tests/fixtures/fake-notify/server";
import { envInt } from "./support/bench-env";

function signatureValid(rawBody: string, header: string, secret: string): boolean {
  const parts = Object.fromEntries(header.split(",").map((part) => part.split("=")));
  return parts.v1 === createHmac("sha256", secret).update(`${parts.t}.${rawBody}`).digest("hex");
}

export async function benchAlertDeliveries(): Promise<Record<string, string>> {
  const count = envInt("BENCH_ALERT_DELIVERIES", 400);
  const secret = `whsec_${randomBytes(32).toString("hex")}`;
  const fake = await startFakeNotify({ webhookSecret: secret, verifyWebhook: signatureValid });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "feedscope-bench-deliveries-"));
  Object.assign(process.env, {
    DATABASE_URL: "",
    DATA_DIR: dataDir,
    OUTBOUND_ALLOW_HOSTS: `127.0.0.1:${fake.port}`,
    BETTER_AUTH_SECRET: randomBytes(32).toString("hex"),
    LOG_LEVEL: "warn",
  });
  const { closeDb, getDbHandle } = await import("../src/server/db/client");
  const { ensureMigrated } = await import("../src/server/db/migrate");
  const schema = await import("../src/server/db/schema");
  const { deliverAlert } = await import("../src/server/services/alerts/deliver");
  const { DELIVER_CONCURRENCY } = await import("../src/server/jobs/alert-deliver-jobs");
  try {
    const handle = await getDbHandle();
    await ensureMigrated(handle);
    const db = handle.db;
    const [team] = await db
      .insert(schema.organization)
      .values({ name: "Bench", slug: `bench-${randomBytes(4).toString("hex")}`, plan: "max" })
      .returning();
    const teamId = team?.id ?? 0;
    const [target] = await db.insert(schema.alertTargets).values({ teamId, kind: "all" }).returning();
    const [group] = await db.insert(schema.alertGroups).values({ teamId, name: "Bench hooks" }).returning();
    const [destination] = await db
      .insert(schema.alertDestinations)
      .values({ teamId, groupId: group?.id ?? 0, type: 7, url: `${fake.baseUrl}/hooks/bench`, secret })
      .returning();
    const [rule] = await db
      .insert(schema.alertRules)
      .values({
        teamId,
        name: "Bench views",
        targetId: target?.id ?? 0,
        groupId: group?.id ?? 0,
        metric: 1,
        calculation: 2,
        threshold: 1000,
      })
      .returning();
    const videos = await db
      .insert(schema.platformVideos)
      .values(
        Array.from({ length: 100 }, (_, i) => ({
          platform: 2,
          platformId: `bench${i}`,
          url: `https://www.tiktok.com/@bench/video/${7_300_000_000_000_000_000 + i}`,
          caption: `Bench video ${i}`,
          thumbnailUrl: `https://p16.example.com/${i}.jpg`,
        })),
      )
      .returning({ id: schema.platformVideos.id });
    const feeds = await db
      .insert(schema.trackedFeeds)
      .values(videos.map((video) => ({ teamId, videoId: video.id, status: 1 })))
      .returning({ id: schema.trackedFeeds.id });

    let snapshot = 0;
    /** `messages` jobs of `perMessage` events each, as evaluation inserts and enqueues them. */
    async function seed(messages: number, perMessage: number): Promise<number[][]> {
      const jobs: number[][] = [];
      for (let m = 0; m < messages; m += 1) {
        const events = await db
          .insert(schema.alertEvents)
          .values(
            Array.from({ length: perMessage }, (_, i) => {
              snapshot += 1;
              return {
                teamId,
                ruleId: rule?.id ?? 0,
                itemKind: "feed",
                itemId: feeds[(m * perMessage + i) % feeds.length]?.id ?? 0,
                snapshotKey: `bench:${snapshot}`,
                metric: 1,
                calculation: 2,
                threshold: 1000,
                value: 1000 + snapshot,
                previousValue: 900,
              };
            }),
          )
          .returning({ id: schema.alertEvents.id });
        const rows = await db
          .insert(schema.alertDeliveries)
          .values(
            events.map((event) => ({ teamId, eventId: event.id, destinationId: destination?.id, destinationType: 7 })),
          )
          .returning({ id: schema.alertDeliveries.id });
        jobs.push(rows.map((row) => row.id));
      }
      return jobs;
    }

    const deps = { enqueueRetry: async () => {} };
    async function run(jobs: number[][]): Promise<{ seconds: number; delivered: number }> {
      let next = 0;
      let delivered = 0;
      const started = performance.now();
      await Promise.all(
        Array.from({ length: DELIVER_CONCURRENCY }, async () => {
          while (next < jobs.length) {
            const deliveryIds = jobs[next++] ?? [];
            const result = await deliverAlert(db, { deliveryIds, attempt: 1 }, deps);
            if (result.status !== "delivered") throw new Error(`delivery ended ${JSON.stringify(result)}`);
            delivered += 1;
          }
        }),
      );
      return { seconds: (performance.now() - started) / 1000, delivered };
    }

    await run(await seed(20, 1)); // warm-up: connections, prepared statements, the message catalogue
    fake.calls.length = 0;
    const single = await run(await seed(count, 1));
    const digestMessages = Math.max(1, Math.round(count / 10));
    const digest = await run(await seed(digestMessages, 10));
    const received = fake.calls.length;
    if (received !== single.delivered + digest.delivered) throw new Error(`receiver got ${received} requests`);
    return {
      [`single-event webhooks (${count}, ${DELIVER_CONCURRENCY} at a time)`]: `${(single.delivered / single.seconds).toFixed(0)} deliveries/s (${(
        (single.seconds * 1000) / single.delivered
      ).toFixed(1)} ms each)`,
      [`digests of 10 events (${digestMessages} messages)`]: `${(digest.delivered / digest.seconds).toFixed(0)} messages/s = ${(
        (digest.delivered * 10) / digest.seconds
      ).toFixed(0)} events/s`,
      "signed requests the receiver accepted": String(received),
    };
  } finally {
    await closeDb();
    await fake.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
