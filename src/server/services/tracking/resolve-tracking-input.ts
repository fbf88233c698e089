// The "url or handle" of a track request, resolved and checked against what the request tracks.
import "server-only";
import { type ParsedInput, ParseInputError } from "@/domain/parse-input";
import { otherKindMessage, refusalForKind } from "@/domain/parse-input/refusal-for-kind";
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
    if (error instanceof ParseInputError) throw fieldError("url", refusalForKind(error, expected));
    throw platformApiError(error, expected === "account" ? "channel" : "video");
  }
  if (parsed.kind !== expected) {
    throw fieldError("url", otherKindMessage(expected));
  }
  return parsed;
}
