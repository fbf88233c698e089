// Video ideas: a hook in the chosen tone (what the first seconds say) and a concrete format with the platform's
// typical duration. Each idea gets a different format and a different hook: the tone's hooks and the neutral ones
// with each keyword in turn, then hooks of the calmer tones, then any other (a bank has two hooks per tone, and one
// keyword with two hooks gave «Profesora: así es para mí» three times in five ideas, QA s10 6c).
import "server-only";
import { TOOL_TONES, type ToolTone } from "@/domain/tools";
import { type ComposeContext, fill, PLATFORM_NAMES, sentenceCase, topicsFor } from "./context";

/** Tones whose hooks suit any other tone when the chosen one runs out. */
const NEUTRAL_TONES: readonly ToolTone[] = ["informative", "curious", "serious"];

export function composeIdeas(ctx: ComposeContext, tone: ToolTone, count: number): string[] {
  const { bank, rng } = ctx;
  const long = ctx.platform === "youtube";
  const duration = long ? bank.durations.long : bank.durations.short;
  const own = [...rng.shuffle(bank.ideaHooks[tone]), ...rng.shuffle(tone === "none" ? [] : bank.ideaHooks.none)];
  const neutral = NEUTRAL_TONES.filter((t) => t !== tone).flatMap((t) => bank.ideaHooks[t]);
  const rest = TOOL_TONES.filter((t) => t !== tone && t !== "none" && !NEUTRAL_TONES.includes(t)).flatMap(
    (t) => bank.ideaHooks[t],
  );
  const topics = Math.max(1, ctx.keywords.length);
  // [template, topic index]: the own hooks with every keyword (the topic moves on once every hook has been used),
  // then the borrowed ones, keywords still taking turns.
  const candidates: [string, number][] = [
    ...Array.from({ length: topics }, (_, t) => own.map((h, k): [string, number] => [h, t + k])).flat(),
    ...[...rng.shuffle(neutral), ...rng.shuffle(rest)].map((h, k): [string, number] => [h, k]),
  ];
  const formats = rng.shuffle(bank.ideaFormats);
  const results: string[] = [];
  const hooks = new Set<string>();
  for (const [template, topic] of candidates) {
    if (results.length >= count) break;
    const slots = {
      ...topicsFor(ctx, topic),
      platform: ctx.platform ? PLATFORM_NAMES[ctx.platform] : "",
      duration,
    };
    const hook = sentenceCase(fill(template, slots, ctx.locale), ctx);
    if (hooks.has(hook.toLowerCase())) continue;
    hooks.add(hook.toLowerCase());
    const format = fill(formats[results.length % formats.length] as string, slots, ctx.locale);
    results.push(fill(bank.ideaTemplate, { hook, format }));
  }
  return results;
}
