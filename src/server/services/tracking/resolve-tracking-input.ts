// The "url or handle" of a track request, resolved and checked against what the request tracks.
import "server-only";
import { type ParsedInput, ParseInputError } from "@/domain/parse-input";
import type { PlatformName } from "@/domain/platforms";
import { fieldError } from "../../errors/api-error";
import { platformApiError } from "../../errors/platform-api-error";
import { resolveInput } from "../../platforms/resolve-input";

export async function resolveTrackingInput(
  text: string,
  expected: "account" | "video",
  platform?: PlatformName,
): Promise<ParsedInput> {
  let parsed: ParsedInput;
  try {
    parsed = await resolveInput(text, platform ? { platform } : {});
  } catch (error) {
    if (error instanceof ParseInputError) throw fieldError("url", error.message);
    throw platformApiError(error, expected === "account" ? "channel" : "video");
  }
  if (parsed.kind !== expected) {
    throw fieldError(
      "url",
      expected === "account"
        ? "This is a link to a single video: track it as a feed, or paste the account's link"
        : "This is a link to an account: track it as a channel, or paste a video's link",
    );
  }
  return parsed;
}
