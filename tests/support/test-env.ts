// Environment every test file starts with: loopback URLs, a fixed secret, no rate limit, a throwaway data dir.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll } from "vitest";

process.env.APP_URL = "http://localhost:3999";
process.env.PORT = "3999";
process.env.BETTER_AUTH_SECRET = crypto.randomBytes(32).toString("hex");
process.env.AUTH_RATE_LIMIT = "false";
process.env.LOG_LEVEL = process.env.TEST_LOG_LEVEL ?? "silent";
process.env.SMTP_URL = "";
process.env.DATABASE_URL = "";
// Requests start no pg-boss of their own; a test that wants jobs sent starts the worker (src/server/jobs/job-sender.ts).
process.env.JOBS_SEND_ONLY_BOSS = "false";
// Tests write through services and the database directly (in production only /v1 writes and jobs do, and those drop
// the caches): the feed list's and the overview's answer caches are off unless a test turns them on
// (src/server/api/answer-cache.test.ts).
process.env.FEED_LIST_CACHE_SECONDS = "0";
process.env.OVERVIEW_CACHE_SECONDS = "0";
process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "feedscope-test-"));
// Each test file gets its own data dir; remove it when the file's tests end so runs leave nothing in /tmp.
const dataDir = process.env.DATA_DIR;
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
