// Single-line text on a pdfkit page in the report's fonts (report-fonts.ts): each run in the font subset that holds
// it, measured so a cell can be cut with an ellipsis instead of running into the next column.
import "server-only";
import type PDFDocument from "pdfkit";
import { fontRuns } from "./report-fonts";

type Doc = InstanceType<typeof PDFDocument>;

export interface TextStyle {
  size: number;
  bold?: boolean;
  color?: string;
}

const registered = new WeakMap<Doc, Set<string>>();

function selectFont(doc: Doc, font: { name: string; file: string }, size: number) {
  let names = registered.get(doc);
  if (!names) {
    names = new Set();
    registered.set(doc, names);
  }
  if (!names.has(font.name)) {
    doc.registerFont(font.name, font.file);
    names.add(font.name);
  }
  doc.font(font.name).fontSize(size);
}

export function measure(doc: Doc, text: string, style: TextStyle): number {
  let width = 0;
  for (const run of fontRuns(text, style.bold ? 700 : 400)) {
    selectFont(doc, run.font, style.size);
    width += doc.widthOfString(run.text);
  }
  return width;
}

/** The text, cut at a character boundary with "…" when it is wider than `width`. */
export function fitToWidth(doc: Doc, text: string, width: number, style: TextStyle): string {
  if (measure(doc, text, style) <= width) return text;
  const chars = [...text];
  let low = 0;
  let high = chars.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (measure(doc, `${chars.slice(0, mid).join("")}…`, style) <= width) low = mid;
    else high = mid - 1;
  }
  return `${chars.slice(0, low).join("").trimEnd()}…`;
}

/** Draws one line at (x, y); `align` right puts its end at x + width. Returns the drawn width. */
export function line(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  style: TextStyle & { width?: number; align?: "left" | "right" },
): number {
  const shown = style.width === undefined ? text : fitToWidth(doc, text, style.width, style);
  const width = measure(doc, shown, style);
  let cursor = style.align === "right" && style.width !== undefined ? x + style.width - width : x;
  doc.fillColor(style.color ?? "#111827");
  for (const run of fontRuns(shown, style.bold ? 700 : 400)) {
    selectFont(doc, run.font, style.size);
    doc.text(run.text, cursor, y, { lineBreak: false });
    cursor += doc.widthOfString(run.text);
  }
  return width;
}
