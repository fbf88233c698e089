// GET /v1/collection/{id}/report.pdf (issue 19 item 4): the campaign report a team sends a client, drawn with pdfkit
// (no browser: the README promises only Node and npm). Page 1: the cover (collection name, period), the key figures
// and the views chart; page 2: the per-platform and per-creator breakdowns; page 3: the top-20 table by growth.
import "server-only";
import PDFDocument from "pdfkit";
import type { CollectionDetail } from "@/domain/contracts/collection";
import type { Locale } from "@/i18n/locales";
import { emailTranslator } from "../email/email-translator";
import { drawViewsChart } from "./pdf-chart";
import { drawTable } from "./pdf-table";
import { line } from "./pdf-text";

const PAGE = { width: 595.28, height: 841.89, margin: 48 };
const CONTENT = PAGE.width - PAGE.margin * 2;
const MUTED = "#6b7280";

export async function renderCollectionReportPdf(
  collection: CollectionDetail,
  options: { locale: Locale | null; now: Date },
): Promise<Buffer> {
  const { locale, t } = await emailTranslator(options.locale, "");
  const compact = new Intl.NumberFormat(locale, { notation: "compact", maximumFractionDigits: 1 });
  const full = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 });
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" });
  const date = (iso: string) => dateFormat.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));
  const count = (value: number | null) => (value === null ? "—" : full.format(value));
  const rate = (value: number | null) => (value === null ? "—" : percent.format(value));
  const { report, totals } = collection;

  const doc = new PDFDocument({
    size: "A4",
    margin: PAGE.margin,
    info: {
      Title: `${collection.name} — ${t("reports.pdf.subtitle")}`,
      Producer: "Feedscope",
      CreationDate: options.now,
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  // ---- page 1: cover, key figures, chart ----
  let y = PAGE.margin;
  line(doc, t("reports.pdf.subtitle").toUpperCase(), PAGE.margin, y, { size: 10, bold: true, color: "#2563eb" });
  y += 20;
  line(doc, collection.name, PAGE.margin, y, { size: 30, bold: true, width: CONTENT });
  y += 46;
  line(
    doc,
    t("reports.pdf.period", { start: date(report.period.start), end: date(report.period.end) }),
    PAGE.margin,
    y,
    {
      size: 12,
      color: MUTED,
    },
  );
  y += 18;
  line(doc, t("reports.pdf.generated", { date: date(options.now.toISOString()) }), PAGE.margin, y, {
    size: 9,
    color: MUTED,
  });
  y += 36;

  line(doc, t("reports.figures.title"), PAGE.margin, y, { size: 14, bold: true });
  y += 24;
  const figures: [string, string][] = [
    [t("reports.figures.videos"), count(totals.videos)],
    [t("reports.figures.views"), totals.views === null ? "—" : compact.format(totals.views)],
    [t("reports.figures.growth7d"), totals.growth_7d === null ? "—" : compact.format(totals.growth_7d)],
    [t("reports.figures.engagement"), totals.engagement === null ? "—" : compact.format(totals.engagement)],
    [t("reports.figures.engagementRate"), rate(totals.engagement_rate)],
    [t("reports.figures.medianViews"), totals.median_views === null ? "—" : compact.format(totals.median_views)],
    [t("reports.figures.viral"), count(totals.viral_feeds)],
  ];
  const cellWidth = CONTENT / 4;
  figures.forEach(([label, value], index) => {
    const x = PAGE.margin + (index % 4) * cellWidth;
    const top = y + Math.floor(index / 4) * 56;
    doc
      .save()
      .lineWidth(0.5)
      .strokeColor("#e5e7eb")
      .roundedRect(x + 2, top, cellWidth - 4, 50, 4)
      .stroke()
      .restore();
    line(doc, label, x + 10, top + 8, { size: 8, color: MUTED, width: cellWidth - 20 });
    line(doc, value, x + 10, top + 22, { size: 16, bold: true, width: cellWidth - 20 });
  });
  y += Math.ceil(figures.length / 4) * 56 + 24;

  line(doc, t("reports.chart.title"), PAGE.margin, y, { size: 14, bold: true });
  y += 20;
  line(
    doc,
    t("reports.chart.period", {
      start: date(report.period.start),
      end: date(report.period.end),
      days: report.period.days,
    }),
    PAGE.margin,
    y,
    { size: 8, color: MUTED },
  );
  y += 16;
  drawViewsChart(doc, { x: PAGE.margin, y, width: CONTENT, height: 220 }, report.series, {
    value: (value) => compact.format(value),
    date,
    empty: t("reports.chart.empty"),
  });

  // ---- page 2: breakdowns ----
  doc.addPage();
  y = PAGE.margin;
  const breakdownColumns = (first: string) => [
    { label: first, width: CONTENT - 4 * 80 },
    { label: t("reports.breakdown.videos"), width: 80, align: "right" as const },
    { label: t("reports.breakdown.views"), width: 80, align: "right" as const },
    { label: t("reports.breakdown.engagement"), width: 80, align: "right" as const },
    { label: t("reports.breakdown.engagementRate"), width: 80, align: "right" as const },
  ];
  const figuresOf = (row: (typeof report.platforms)[number]) => [
    full.format(row.videos),
    count(row.views),
    count(row.engagement),
    rate(row.engagement_rate),
  ];
  line(doc, t("reports.breakdown.platforms"), PAGE.margin, y, { size: 14, bold: true });
  y += 24;
  y = drawTable(doc, {
    x: PAGE.margin,
    y,
    columns: breakdownColumns(t("reports.breakdown.platform")),
    rows: report.platforms.map((row) => [row.platform ?? t("reports.breakdown.unknown"), ...figuresOf(row)]),
    bottom: PAGE.height - PAGE.margin,
  });
  y += 28;
  line(doc, t("reports.breakdown.creators"), PAGE.margin, y, { size: 14, bold: true });
  y += 24;
  drawTable(doc, {
    x: PAGE.margin,
    y,
    columns: breakdownColumns(t("reports.breakdown.creator")),
    rows: report.creators.map((row) => [
      row.key === "unknown"
        ? t("reports.breakdown.unknown")
        : `${row.handle ? `@${row.handle}` : (row.name ?? "—")} · ${row.platform ?? ""}`,
      ...figuresOf(row),
    ]),
    bottom: PAGE.height - PAGE.margin,
  });

  // ---- page 3: top 20 ----
  doc.addPage();
  y = PAGE.margin;
  line(doc, t("reports.top.title"), PAGE.margin, y, { size: 14, bold: true });
  y += 24;
  drawTable(doc, {
    x: PAGE.margin,
    y,
    columns: [
      { label: "#", width: 20 },
      { label: t("reports.top.video"), width: CONTENT - 20 - 90 - 4 * 62 },
      { label: t("reports.top.creator"), width: 90 },
      { label: t("reports.top.views"), width: 62, align: "right" },
      { label: t("reports.top.growth"), width: 62, align: "right" },
      { label: t("reports.top.engagement"), width: 62, align: "right" },
      { label: t("reports.top.outlier"), width: 62, align: "right" },
    ],
    rows: report.top.map((video, index) => [
      String(index + 1),
      video.caption?.trim() || t("reports.pdf.untitled"),
      video.channel.handle ? `@${video.channel.handle}` : (video.channel.name ?? "—"),
      count(video.views),
      video.growth.d7 === null ? "—" : `+${full.format(video.growth.d7)}`,
      count(video.engagement),
      video.outlet === null ? "—" : `${video.outlet.toFixed(1)}×`,
    ]),
    bottom: PAGE.height - PAGE.margin,
    empty: t("reports.top.empty"),
  });

  doc.end();
  return done;
}
