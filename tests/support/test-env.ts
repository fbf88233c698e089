// Environment every test file starts with: loopback URLs, a fixed secret, no rate limit, a throwaway data dir.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

process.env.APP_URL = "http://localhost:3999";
process.env.PORT = "3999";
process.env.BETTER_AUTH_SECRET = "test-secret-that-is-long-enough-for-better-auth-0123456789";
process.env.AUTH_RATE_LIMIT = "false";
process.env.LOG_LEVEL = process.env.TEST_LOG_LEVEL ?? "silent";
process.env.SMTP_URL = "";
process.env.DATABASE_URL = "";
process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "feedscope-test-"));
