// Avatar uploads end to end through /v1 (issue 14 item 6): real PNG, JPEG and WebP files are stored as 256×256
// WebP and served with long cache headers; anything that is not one of those by content, or is over 2 MB, is refused.
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UserInfo } from "@/domain/contracts/account";
import { AVATAR_MAX_BYTES } from "@/domain/contracts/upload";
import { ErrorCode } from "@/domain/error-codes";
import { organization, user } from "../../db/schema";
import { setupTestDb } from "../../db/test/test-db";
import { createTestApi } from "../test/api-client";
import { registerUser } from "../test/tracking-helpers";
import { makeImage, putImage, startUpload, type UploadBody } from "../test/upload-helpers";

let env: Awaited<ReturnType<typeof setupTestDb>>;
const api = createTestApi();

beforeAll(async () => {
  env = await setupTestDb();
});
afterAll(async () => env.teardown());

const AVATAR_URL = /^http:\/\/localhost:3999\/v1\/uploads\/([0-9a-f]{64})\.webp$/;

async function upload(body: UploadBody, contentType: string, target: "user" | "team" = "user") {
  const person = await registerUser(api, env.handle.db);
  const started = await startUpload(api, person.token, target);
  expect(started.body.code).toBe(0);
  const answer = await putImage<UserInfo>(api, {
    uploadToken: started.body.data.token,
    token: person.token,
    body,
    contentType,
  });
  return { person, answer };
}

async function fetchStored(url: string) {
  const response = await api.app.request(url);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

async function storedImage(person: { id: number }) {
  const [row] = await env.handle.db.select({ image: user.image }).from(user).where(eq(user.id, person.id));
  return row?.image ?? null;
}

describe("POST /v1/account/upload/token", () => {
  it("answers a token bound to an upload URL, the limits and an expiry 10 minutes ahead", async () => {
    const person = await registerUser(api, env.handle.db);
    const before = Date.now();
    const res = await startUpload(api, person.token);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.upload_url).toBe(`http://localhost:3999/v1/account/upload/${data.token}`);
    expect(data.max_bytes).toBe(2 * 1024 * 1024);
    expect(data.accepted_types).toEqual(["image/png", "image/jpeg", "image/webp"]);
    const expires = Date.parse(data.expires_at) - before;
    expect(expires).toBeGreaterThanOrEqual(10 * 60_000 - 1000);
    expect(expires).toBeLessThanOrEqual(10 * 60_000 + 5000);
    // Two tokens are never the same.
    expect((await startUpload(api, person.token)).body.data.token).not.toBe(data.token);
  });

  it("needs a session and a known target, with and without a trailing slash", async () => {
    const anonymous = await api.call("POST", "/v1/account/upload/token", { body: { target: "user" } });
    expect(anonymous.status).toBe(401);
    const person = await registerUser(api, env.handle.db);
    const wrong = await api.call("POST", "/v1/account/upload/token/", { token: person.token, body: { target: "x" } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe(ErrorCode.Validation);
    expect(wrong.body.message).toBe("Target must be user or team");
    const slash = await api.call("POST", "/v1/account/upload/token/", {
      token: person.token,
      body: { target: "user" },
    });
    expect(slash.status).toBe(200);
  });
});

describe("PUT /v1/account/upload/{token}", () => {
  for (const format of ["png", "jpeg", "webp"] as const) {
    it(`accepts a real ${format.toUpperCase()} and stores it as a 256×256 WebP under its content hash`, async () => {
      const original = await makeImage(format, 600, 300);
      const { person, answer } = await upload(original, `image/${format}`);
      expect(answer.status).toBe(200);
      expect(answer.body.code).toBe(0);
      const url = answer.body.data.avatar;
      const hash = AVATAR_URL.exec(url)?.[1];
      expect(hash, url).toBeDefined();
      expect(answer.body.data.id).toBe(person.id);
      expect(await storedImage(person)).toBe(url);

      const { response, bytes } = await fetchStored(url);
      expect(response.status).toBe(200);
      expect(createHash("sha256").update(bytes).digest("hex")).toBe(hash);
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["webp", 256, 256]);
      // Cover, centre: the 2:1 picture is cropped to its middle, so red on the left and blue on the right remain.
      const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
      const pixel = (x: number) => [
        ...data.subarray((128 * info.width + x) * info.channels, (128 * info.width + x) * info.channels + 3),
      ];
      const [leftRed, , leftBlue] = pixel(10) as [number, number, number];
      const [rightRed, , rightBlue] = pixel(245) as [number, number, number];
      expect(leftRed).toBeGreaterThan(150);
      expect(leftBlue).toBeLessThan(100);
      expect(rightBlue).toBeGreaterThan(150);
      expect(rightRed).toBeLessThan(100);
    });
  }

  it("decides by content: a JPEG declared as image/png or octet-stream is accepted", async () => {
    for (const contentType of ["image/png", "application/octet-stream"]) {
      const { answer } = await upload(await makeImage("jpeg", 300, 300), contentType);
      expect(answer.status, contentType).toBe(200);
      expect(answer.body.data.avatar).toMatch(AVATAR_URL);
    }
  });

  it("drops the original's metadata (EXIF) from the stored image", async () => {
    const withExif = await sharp(await makeImage("jpeg", 400, 400))
      .withExif({ IFD0: { Copyright: "secret-owner", Artist: "someone" } })
      .jpeg()
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const { answer } = await upload(withExif, "image/jpeg");
    expect(answer.status).toBe(200);
    const { bytes } = await fetchStored(answer.body.data.avatar);
    const meta = await sharp(bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(bytes.includes(Buffer.from("secret-owner"))).toBe(false);
  });

  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
  const refused: [string, () => Promise<UploadBody>, string][] = [
    ["a GIF", () => makeImage("gif", 64, 64), "image/gif"],
    ["a GIF declared as PNG", () => makeImage("gif", 64, 64), "image/png"],
    ["a TIFF declared as JPEG", () => makeImage("tiff", 64, 64), "image/jpeg"],
    ["an SVG", async () => svg, "image/svg+xml"],
    ["an SVG declared as PNG", async () => svg, "image/png"],
    ["a text file renamed .png", async () => "just some text, not an image\n".repeat(20), "image/png"],
    ["an empty body", async () => new Uint8Array(0), "image/png"],
  ];
  for (const [what, body, contentType] of refused) {
    it(`refuses ${what} with 415 and a readable message, leaving the avatar unchanged`, async () => {
      const { person, answer } = await upload(await body(), contentType);
      expect(answer.status).toBe(415);
      expect(answer.body).toEqual({
        code: ErrorCode.UnsupportedMediaType,
        message: "Only PNG, JPEG or WebP images can be uploaded",
        data: null,
      });
      expect(await storedImage(person)).toBeNull();
    });
  }

  it("refuses a file that starts like a PNG but is not one with 400", async () => {
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(500, 7)]);
    const { person, answer } = await upload(fake, "image/png");
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe(ErrorCode.Validation);
    expect(answer.body.message).toBe("This image could not be read; please choose another file");
    expect(await storedImage(person)).toBeNull();
  });

  it("refuses 2 MB + 1 byte with 413 41300, with or without a Content-Length, and lets 2 MB through the size check", async () => {
    const png = await makeImage("png", 64, 64);
    const sized = (length: number) => {
      const bytes = Buffer.alloc(length, 0);
      png.copy(bytes);
      return bytes;
    };
    const over = sized(AVATAR_MAX_BYTES + 1);
    const declared = await upload(over, "image/png");
    expect(declared.answer.status).toBe(413);
    expect(declared.answer.body).toEqual({
      code: ErrorCode.PayloadTooLarge,
      message: "The image is larger than 2 MB; please choose a smaller one",
      data: null,
    });
    expect(await storedImage(declared.person)).toBeNull();

    // A Content-Length over the limit is refused before the body is read.
    const person = await registerUser(api, env.handle.db);
    const started = await startUpload(api, person.token);
    const announced = await putImage(api, {
      uploadToken: started.body.data.token,
      token: person.token,
      body: png,
      headers: { "content-length": String(AVATAR_MAX_BYTES + 1) },
    });
    expect(announced.status).toBe(413);

    // A streamed body without Content-Length (4 MB here): cut off while reading, and never read to its end.
    const long = sized(2 * AVATAR_MAX_BYTES);
    let pulledBytes = 0;
    const chunk = 64 * 1024;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        const slice = long.subarray(pulledBytes, pulledBytes + chunk);
        pulledBytes += slice.length;
        if (slice.length) controller.enqueue(new Uint8Array(slice));
        else controller.close();
      },
    });
    const streamed = await upload(endless, "image/png");
    expect(streamed.answer.status).toBe(413);
    expect(streamed.answer.body.code).toBe(ErrorCode.PayloadTooLarge);
    expect(streamed.answer.body.message).toBe("The image is larger than 2 MB; please choose a smaller one");
    expect(pulledBytes).toBeLessThan(AVATAR_MAX_BYTES + 4 * chunk);

    // Exactly 2 MB passes the size check; these bytes are a PNG with trailing zeros, which sharp accepts or not,
    // but never with 413.
    const exact = await upload(sized(AVATAR_MAX_BYTES), "image/png");
    expect(exact.answer.status).not.toBe(413);
  });
});

describe("GET /v1/uploads/{name}", () => {
  it("serves a stored image with its type, a year of immutable cache and nosniff, with and without a slash", async () => {
    const { answer } = await upload(await makeImage("png", 300, 300), "image/png");
    for (const url of [answer.body.data.avatar, `${answer.body.data.avatar}/`]) {
      const { response, bytes } = await fetchStored(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/webp");
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(Number(response.headers.get("content-length"))).toBe(bytes.length);
    }
  });

  it("answers 404 for unknown names and for every name that is not a content hash (no traversal)", async () => {
    const names = [
      `${"a".repeat(64)}.webp`,
      `${"a".repeat(64)}.png`,
      "..%2F..%2Fpackage.json",
      "%2e%2e%2f%2e%2e%2fpackage.json",
      "..%5c..%5cpackage.json",
      `${"A".repeat(64)}.webp`,
      `${"a".repeat(64)}.svg`,
      "package.json",
    ];
    for (const name of names) {
      const response = await api.app.request(`http://localhost:3999/v1/uploads/${name}`);
      expect(response.status, name).toBe(404);
      const body = (await response.json()) as { code: number };
      expect(body.code, name).toBe(ErrorCode.NotFound);
    }
  });
});

describe("team avatars", () => {
  it("an Owner's team upload changes the team's logo and not their own avatar", async () => {
    const { person, answer } = await upload(await makeImage("webp", 300, 300), "image/webp", "team");
    expect(answer.status).toBe(200);
    expect(answer.body.data.team_info.avatar).toMatch(AVATAR_URL);
    expect(answer.body.data.avatar).toBe("");
    const [team] = await env.handle.db
      .select({ logo: organization.logo })
      .from(organization)
      .where(eq(organization.id, person.team_info.id));
    expect(team?.logo).toBe(answer.body.data.team_info.avatar);
    expect(await storedImage(person)).toBeNull();
  });
});
