// Reads a request body up to a byte limit (issue 14 item 6): a declared Content-Length over the limit is refused
// before reading, and a body without one is read chunk by chunk and cut off as soon as it passes the limit, so no
// more than the limit (plus one network chunk) is ever held in memory.
import "server-only";
import { ErrorCode } from "@/domain/error-codes";
import { ApiError } from "../../errors/api-error";

export function tooLarge(maxBytes: number): ApiError {
  const megabytes = maxBytes / (1024 * 1024);
  return new ApiError(
    ErrorCode.PayloadTooLarge,
    `The image is larger than ${megabytes} MB; please choose a smaller one`,
  );
}

export async function readLimitedBody(
  body: ReadableStream<Uint8Array> | null,
  declaredLength: string | undefined,
  maxBytes: number,
): Promise<Uint8Array> {
  if (declaredLength !== undefined && Number(declaredLength) > maxBytes) {
    await body?.cancel();
    throw tooLarge(maxBytes);
  }
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
