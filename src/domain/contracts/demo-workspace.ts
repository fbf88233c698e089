// /v1/team/demo-workspace (issue 6, item 6): whether the demo workspace can be loaded and is, load it, remove it.
import { z } from "zod";

export const DemoWorkspaceState = z
  .object({
    available: z.boolean().meta({ description: "Whether this server can load it (demo mode)" }),
    loaded: z.boolean().meta({ description: "Whether the team has it" }),
  })
  .meta({ id: "DemoWorkspaceState" });
export type DemoWorkspaceState = z.infer<typeof DemoWorkspaceState>;

export const DemoWorkspaceLoaded = z
  .object({ loaded: z.literal(true), channels_created: z.number().int(), feeds_created: z.number().int() })
  .meta({ id: "DemoWorkspaceLoaded" });
export type DemoWorkspaceLoaded = z.infer<typeof DemoWorkspaceLoaded>;

export const DemoWorkspaceRemoved = z
  .object({ channels_removed: z.number().int(), feeds_removed: z.number().int() })
  .meta({ id: "DemoWorkspaceRemoved" });
export type DemoWorkspaceRemoved = z.infer<typeof DemoWorkspaceRemoved>;
