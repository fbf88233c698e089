// What an uploaded avatar may be and what is stored (issue 14 item 6): the bytes must start like a PNG, JPEG or WebP
// file and sharp must read them as that same format; whatever was declared (content type, file name) is ignored.
// The stored image is always re-encoded from decoded pixels: 256×256 (cover, centre), WebP, no metadata (sharp
// drops EXIF, ICC and XMP unless asked to keep them), so nothing of the original file but its pixels survives.
import "server-only";
import sharp from "sharp";
import { AVATAR_SIZE } from "@/domain/contracts/upload";
import { ErrorCode } from "@/domain/error-codes";
import { ApiError } from "../../errors/api-error";

export type AvatarFormat = "png" | "jpeg" | "webp";

/** Refuses images whose decoded size exceeds this many pixels (a small file can claim a huge canvas). */
const MAX_INPUT_PIXELS = 40_000_000;

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);

/** The format the first bytes announce (their magic numbers), or null for anything else. */
export function sniffImageFormat(bytes: Uint8Array): AvatarFormat | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  // RIFF <size> WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return "webp";
  return null;
}

export const unsupportedImage = () =>
  new ApiError(ErrorCode.UnsupportedMediaType, "Only PNG, JPEG or WebP images can be uploaded");
const unreadableImage = () =>
  new ApiError(ErrorCode.Validation, "This image could not be read; please choose another file", {
    errors: { file: "This image could not be read; please choose another file" },
  });

export interface NormalizedAvatar {
  bytes: Uint8Array;
  extension: "webp";
}

/** Checks the bytes by content and returns the stored form: 256×256 WebP without metadata. */
export async function normalizeAvatar(bytes: Uint8Array): Promise<NormalizedAvatar> {
  const sniffed = sniffImageFormat(bytes);
  if (!sniffed) throw unsupportedImage();
  const image = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
  let format: string | undefined;
  try {
    format = (await image().metadata()).format;
  } catch {
    throw unreadableImage();
  }
  if (format !== sniffed) throw unsupportedImage();
  try {
    const output = await image()
      .rotate() // applies the EXIF orientation before the metadata is dropped
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: "cover", position: "centre" })
      .webp({ quality: 85 })
      .toBuffer();
    return { bytes: new Uint8Array(output), extension: "webp" };
  } catch {
    throw unreadableImage();
  }
}
