// Avatar uploads with an S3-compatible bucket configured (issue 14 item 6): files go to the bucket through signed
// PUTs; they are linked at STORAGE_PUBLIC_BASE_URL when set, else served by /v1/uploads proxying the bucket.
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { UserInfo } from "@/domain/contracts/account";
import { ErrorCode } from "@/domain/error-codes";
import { user } from "../../db/schema";
import { setupTestDb } from "../../db/test/test-db";
import { getFileStorage, setFileStorage } from "../../storage/file-storage";
import { ACCESS_KEY, BUCKET, type FakeS3, REGION, SECRET, startFakeS3 } from "../../storage/test/fake-s3";
import { createTestApi } from "../test/api-client";
import { registerUser } from "../test/tracking-helpers";
import { makeImage, putImage, startUpload } from "../test/upload-helpers";

let env: Awaited<ReturnType<typeof setupTestDb>>;
let s3: FakeS3;
const api = createTestApi();
const VARIABLES = [
  "STORAGE_S3_ENDPOINT",
  "STORAGE_S3_BUCKET",
  "STORAGE_S3_REGION",
  "STORAGE_S3_ACCESS_KEY_ID",
  "STORAGE_S3_SECRET_ACCESS_KEY",
  "STORAGE_PUBLIC_BASE_URL",
];

beforeAll(async () => {
  env = await setupTestDb();
  s3 = await startFakeS3();
  Object.assign(process.env, {
    STORAGE_S3_ENDPOINT: s3.endpoint,
    STORAGE_S3_BUCKET: BUCKET,
    STORAGE_S3_REGION: REGION,
    STORAGE_S3_ACCESS_KEY_ID: ACCESS_KEY,
    STORAGE_S3_SECRET_ACCESS_KEY: SECRET,
  });
});
afterEach(() => {
  delete process.env.STORAGE_PUBLIC_BASE_URL;
  s3.failPuts = false;
  setFileStorage(null);
});
afterAll(async () => {
  for (const name of VARIABLES) delete process.env[name];
  setFileStorage(null);
  await s3.close();
  await env.teardown();
});

async function uploadAs(person: { token: string }) {
  const { token } = (await startUpload(api, person.token)).body.data;
  return putImage<UserInfo>(api, { uploadToken: token, token: person.token, body: await makeImage("png", 400, 200) });
}

describe("uploads to an S3-compatible bucket", () => {
  it("stores the image in the bucket and serves it through /v1/uploads when no public base URL is set", async () => {
    expect(getFileStorage().kind).toBe("s3");
    const person = await registerUser(api, env.handle.db);
    const answer = await uploadAs(person);
    expect(answer.status).toBe(200);
    const name = /^http:\/\/localhost:3999\/v1\/uploads\/([0-9a-f]{64}\.webp)$/.exec(answer.body.data.avatar)?.[1];
    expect(name, answer.body.data.avatar).toBeDefined();
    const object = s3.objects.get(`/${BUCKET}/${name}`);
    expect(object?.contentType).toBe("image/webp");
    expect((await sharp(object?.body).metadata()).width).toBe(256);

    const served = await api.app.request(answer.body.data.avatar);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await served.arrayBuffer())).toEqual(object?.body);

    const missing = await api.app.request(`http://localhost:3999/v1/uploads/${"e".repeat(64)}.webp`);
    expect(missing.status).toBe(404);
  });

  it("links the image at STORAGE_PUBLIC_BASE_URL when it is set", async () => {
    process.env.STORAGE_PUBLIC_BASE_URL = "https://cdn.example.com/avatars/";
    setFileStorage(null);
    const person = await registerUser(api, env.handle.db);
    const answer = await uploadAs(person);
    expect(answer.status).toBe(200);
    const name = /^https:\/\/cdn\.example\.com\/avatars\/([0-9a-f]{64}\.webp)$/.exec(answer.body.data.avatar)?.[1];
    expect(name, answer.body.data.avatar).toBeDefined();
    expect(s3.objects.has(`/${BUCKET}/${name}`)).toBe(true);
  });

  it("answers 503 with a readable message and keeps the avatar when the bucket refuses the file", async () => {
    s3.failPuts = true;
    const person = await registerUser(api, env.handle.db);
    const answer = await uploadAs(person);
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({
      code: ErrorCode.Unavailable,
      message: "The image could not be stored right now; please try again",
      data: null,
    });
    const [row] = await env.handle.db.select({ image: user.image }).from(user).where(eq(user.id, person.id));
    expect(row?.image ?? null).toBeNull();
  });
});
