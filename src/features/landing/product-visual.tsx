// The hero's product picture, drawn in HTML/SVG so it costs no image request and stays sharp: a views chart, three
// metric tiles and a video flagged as viral. Decorative figures, labelled as a whole for screen readers.
import { getFormatter, getTranslations } from "next-intl/server";

// A week of views rising into a breakout, as chart points (x, y) in a 300 × 120 box.
const POINTS = [
  [0, 96],
  [50, 88],
  [100, 90],
  [150, 70],
  [200, 62],
  [250, 30],
  [300, 14],
] as const;

export async function ProductVisual() {
  const t = await getTranslations();
  const format = await getFormatter();
  const line = POINTS.map(([x, y]) => `${x},${y}`).join(" ");
  const tiles = [
    { label: t("landing.hero.visualViews"), value: format.number(1_284_000, { notation: "compact" }) },
    {
      label: t("landing.hero.visualEngagement"),
      value: format.number(0.087, { style: "percent", maximumFractionDigits: 1 }),
    },
  ];
  return (
    <figure
      role="img"
      aria-label={t("landing.hero.visualLabel")}
      className="relative mx-auto w-full max-w-xl rounded-2xl border border-border bg-card p-4 shadow-xl sm:p-6"
    >
      <div aria-hidden="true" className="mb-4 flex gap-1.5">
        <span className="h-2.5 w-2.5 rounded-full bg-red-400" />
        <span className="h-2.5 w-2.5 rounded-full bg-amber-400" />
        <span className="h-2.5 w-2.5 rounded-full bg-emerald-400" />
      </div>
      <div aria-hidden="true" className="grid grid-cols-2 gap-3">
        {tiles.map((tile) => (
          <div key={tile.label} className="rounded-xl bg-muted p-3 text-start">
            <div className="text-xs text-muted-foreground">{tile.label}</div>
            <div className="mt-1 text-xl font-bold text-foreground">{tile.value}</div>
          </div>
        ))}
      </div>
      <svg aria-hidden="true" viewBox="0 0 300 120" className="mt-4 h-32 w-full" preserveAspectRatio="none">
        <defs>
          <linearGradient id="hero-area" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#6366f1" stopOpacity=".35" />
            <stop offset="1" stopColor="#6366f1" stopOpacity="0" />
          </linearGradient>
        </defs>
        {[30, 60, 90].map((y) => (
          <line key={y} x1="0" x2="300" y1={y} y2={y} className="stroke-border" strokeWidth="1" />
        ))}
        <polygon points={`0,120 ${line} 300,120`} fill="url(#hero-area)" />
        <polyline points={line} fill="none" stroke="#6366f1" strokeWidth="3" strokeLinejoin="round" />
        <circle cx="300" cy="14" r="5" fill="#6366f1" />
      </svg>
      <div
        aria-hidden="true"
        className="absolute -bottom-4 end-4 rounded-full bg-emerald-600 px-3 py-1 text-xs font-semibold text-white shadow-lg sm:end-8"
      >
        {t("landing.hero.visualViral")}
      </div>
    </figure>
  );
}
