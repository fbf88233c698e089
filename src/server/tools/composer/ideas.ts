// Video ideas: a hook in the chosen tone (what the first seconds say) and a concrete format with the platform's
// typical duration. Each idea gets a different format, and the keywords take turns as the topic.
import "server-only";
import type { ToolTone } from "@/domain/tools";
import { type ComposeContext, fill, PLATFORM_NAMES, sentenceCase, topicsFor } from "./context";

export function composeIdeas(ctx: ComposeContext, tone: ToolTone, count: number): string[] {
  const { bank, rng } = ctx;
  const long = ctx.platform === "youtube";
  const duration = long ? bank.durations.long : bank.durations.short;
  const hooks = [...rng.shuffle(bank.ideaHooks[tone]), ...rng.shuffle(tone === "none" ? [] : bank.ideaHooks.none)];
  const formats = rng.shuffle(bank.ideaFormats);
  const results: string[] = [];
  for (let i = 0; results.length < count && i < count * 4; i++) {
    // The topic moves on once every hook has been used, so a hook never repeats with the same topic.
    const slots = {
      ...topicsFor(ctx, i + Math.floor(i / hooks.length)),
      platform: ctx.platform ? PLATFORM_NAMES[ctx.platform] : "",
      duration,
    };
    const hook = sentenceCase(fill(hooks[i % hooks.length] as string, slots, ctx.locale), ctx);
    const format = fill(formats[i % formats.length] as string, slots, ctx.locale);
    const idea = fill(bank.ideaTemplate, { hook, format });
    if (!results.includes(idea)) results.push(idea);
  }
  return results;
}
