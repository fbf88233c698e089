// Recharts draws with SVG attributes, which Tailwind's dark variant cannot reach, so chart props name the semantic
// colour tokens of src/app/globals.css as CSS variables: they switch with the theme (light/dark, primary colour)
// without the chart re-rendering.
import type { CSSProperties } from "react";

/** The data colours, in order of use: chart-1 is the theme's primary colour. */
export const chartColors = ["var(--chart-1)", "var(--chart-2)", "var(--chart-3)", "var(--chart-4)", "var(--chart-5)"];
/** A comparison series (the previous period) reads as secondary. */
export const chartMuted = "var(--muted-foreground)";
/** Marked points (videos at 10× the median): the warm chart colour. */
export const chartMark = "var(--chart-4)";

export const chartGrid = "var(--border)";
export const chartRef = "var(--foreground)";
export const chartCursor = "var(--accent)";
export const chartTick = { fontSize: 12, fill: "var(--muted-foreground)" } as const;
/** Recharts' default tooltip box with its colours taken from the tokens. */
export const chartTooltipStyle: CSSProperties = {
  backgroundColor: "var(--popover)",
  color: "var(--popover-foreground)",
  border: "1px solid var(--border)",
  borderRadius: 6,
};
