// POST /v1/tools/generate (issue 8): the answer (and the `done` event of the stream). The request body stays in
// src/server/tools/request.ts, which needs the locale list.
import { z } from "zod";

export const ToolGenerateResult = z
  .object({
    results: z.array(z.string()).meta({ description: "The generated variants" }),
    provider: z.enum(["composer", "openai-compatible"]),
    remaining: z.number().int().nullable().meta({ description: "Generations left today; null when uncapped" }),
  })
  .meta({ id: "ToolGenerateResult" });
export type ToolGenerateResult = z.infer<typeof ToolGenerateResult>;
