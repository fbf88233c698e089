// The report's views-over-time chart as vector paths: a filled area under a line over the days, days without any
// snapshot left as gaps (never drawn as zero), with four value gridlines and the first, middle and last dates.
import "server-only";
import type PDFDocument from "pdfkit";
import { line } from "./pdf-text";

type Doc = InstanceType<typeof PDFDocument>;

export interface ChartBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function drawViewsChart(
  doc: Doc,
  box: ChartBox,
  series: { date: string; views: number | null }[],
  format: { value: (n: number) => string; date: (iso: string) => string; empty: string },
) {
  const known = series.map((point) => point.views).filter((value): value is number => value !== null);
  doc.save().lineWidth(0.5).strokeColor("#d1d5db");
  doc.rect(box.x, box.y, box.width, box.height).stroke();
  if (!known.length) {
    line(doc, format.empty, box.x + 12, box.y + box.height / 2 - 6, { size: 10, color: "#6b7280" });
    doc.restore();
    return;
  }
  const labelWidth = 48;
  const plot = { x: box.x + labelWidth, y: box.y + 10, width: box.width - labelWidth - 10, height: box.height - 34 };
  let low = Math.min(...known);
  let high = Math.max(...known);
  if (low === high) {
    low = Math.max(0, low - 1);
    high += 1;
  }
  const xOf = (index: number) =>
    plot.x + (series.length === 1 ? plot.width / 2 : (index / (series.length - 1)) * plot.width);
  const yOf = (value: number) => plot.y + plot.height - ((value - low) / (high - low)) * plot.height;
  for (let step = 0; step <= 3; step++) {
    const value = low + ((high - low) * step) / 3;
    const y = yOf(value);
    doc
      .moveTo(plot.x, y)
      .lineTo(plot.x + plot.width, y)
      .stroke();
    line(doc, format.value(value), box.x + 4, y - 5, {
      size: 7,
      color: "#6b7280",
      width: labelWidth - 8,
      align: "right",
    });
  }
  // Consecutive known days form one segment; a null day ends it.
  const segments: { index: number; value: number }[][] = [];
  let current: { index: number; value: number }[] = [];
  series.forEach((point, index) => {
    if (point.views === null) {
      if (current.length) segments.push(current);
      current = [];
    } else current.push({ index, value: point.views });
  });
  if (current.length) segments.push(current);
  const bottom = plot.y + plot.height;
  for (const segment of segments) {
    const first = segment[0] as { index: number };
    const last = segment.at(-1) as { index: number };
    doc.moveTo(xOf(first.index), bottom);
    for (const point of segment) doc.lineTo(xOf(point.index), yOf(point.value));
    doc.lineTo(xOf(last.index), bottom).closePath().fillOpacity(0.15).fill("#2563eb");
    doc.fillOpacity(1).lineWidth(1.5).strokeColor("#2563eb");
    segment.forEach((point, i) => {
      if (i === 0) doc.moveTo(xOf(point.index), yOf(point.value));
      else doc.lineTo(xOf(point.index), yOf(point.value));
    });
    if (segment.length === 1) doc.circle(xOf(first.index), yOf(segment[0]?.value ?? 0), 1.5).fill("#2563eb");
    else doc.stroke();
    doc.lineWidth(0.5).strokeColor("#d1d5db");
  }
  const labels = [0, Math.floor((series.length - 1) / 2), series.length - 1];
  for (const index of new Set(labels)) {
    const point = series[index];
    if (!point) continue;
    const text = format.date(point.date);
    line(doc, text, Math.min(xOf(index) - 20, box.x + box.width - 50), bottom + 8, { size: 7, color: "#6b7280" });
  }
  doc.restore();
}
