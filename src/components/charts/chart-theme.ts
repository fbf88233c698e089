// Recharts draws with SVG attributes, which Tailwind's dark variant cannot reach. The chart's wrapper carries
// `chartColorVars` (light values, with dark counterparts under `.dark`) and the chart props read those variables,
// so axes, grid, reference lines and tooltips stay readable in both colour modes.
import type { CSSProperties } from "react";

export const chartColorVars =
  "[--chart-grid:#e2e8f0] [--chart-tick:#64748b] [--chart-ref:#0f172a] [--chart-cursor:#eef2ff] " +
  "[--chart-tip-bg:#fff] [--chart-tip-border:#ccc] " +
  "dark:[--chart-grid:#334155] dark:[--chart-tick:#94a3b8] dark:[--chart-ref:#cbd5e1] " +
  "dark:[--chart-cursor:rgb(99_102_241/0.18)] dark:[--chart-tip-bg:#0f172a] dark:[--chart-tip-border:#334155]";

export const chartGrid = "var(--chart-grid)";
export const chartRef = "var(--chart-ref)";
export const chartCursor = "var(--chart-cursor)";
export const chartTick = { fontSize: 12, fill: "var(--chart-tick)" } as const;
/** Recharts' default tooltip box (white, #ccc border) with colours taken from the variables. */
export const chartTooltipStyle: CSSProperties = {
  backgroundColor: "var(--chart-tip-bg)",
  border: "1px solid var(--chart-tip-border)",
};
