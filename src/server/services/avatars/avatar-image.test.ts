// The content check of avatar uploads (issue 14 item 6): formats are recognised by their signatures alone (PNG's
// eight bytes, JPEG's SOI marker, RIFF…WEBP), and the stored form is always a 256×256 WebP, whatever the input's shape.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { ErrorCode } from "@/domain/error-codes";
import { normalizeAvatar, sniffImageFormat } from "./avatar-image";

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => new Uint8Array(Buffer.from(text, "latin1"));

describe("sniffImageFormat", () => {
  it("recognises PNG, JPEG and WebP by their first bytes", () => {
    expect(sniffImageFormat(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0))).toBe("png");
    expect(sniffImageFormat(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe("jpeg");
    expect(sniffImageFormat(ascii("RIFF\x10\x00\x00\x00WEBPVP8 "))).toBe("webp");
  });

  it("refuses near misses and other formats", () => {
    for (const [what, input] of [
      ["PNG signature cut short", bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a)],
      ["PNG signature with one wrong byte", bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0b)],
      ["JPEG marker cut short", bytes(0xff, 0xd8)],
      ["RIFF audio", ascii("RIFF\x10\x00\x00\x00WAVEfmt ")],
      ["WEBP without RIFF", ascii("RIFX\x10\x00\x00\x00WEBPVP8 ")],
      ["GIF", ascii("GIF89a\x01\x00")],
      ["SVG", ascii('<svg xmlns="http://www.w3.org/2000/svg"/>')],
      ["BMP", ascii("BM\x00\x00\x00\x00")],
      ["empty", bytes()],
    ] as const)
      expect(sniffImageFormat(input), what).toBeNull();
  });
});

describe("normalizeAvatar", () => {
  it("turns a tall JPEG into a 256×256 WebP", async () => {
    const tall = await sharp({ create: { width: 300, height: 900, channels: 3, background: "#336699" } })
      .jpeg()
      .toBuffer();
    const { bytes: out, extension } = await normalizeAvatar(new Uint8Array(tall));
    expect(extension).toBe("webp");
    const meta = await sharp(out).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 256, 256]);
  });

  it("refuses a GIF by its signature, and a GIF behind a PNG signature as unreadable", async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: "red" } })
      .gif()
      .toBuffer();
    await expect(normalizeAvatar(new Uint8Array(gif))).rejects.toMatchObject({ code: ErrorCode.UnsupportedMediaType });
    const disguised = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), gif]);
    await expect(normalizeAvatar(new Uint8Array(disguised))).rejects.toMatchObject({ code: ErrorCode.Validation });
  });
});
