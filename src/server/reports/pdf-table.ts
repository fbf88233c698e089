// A table on a pdfkit page: a bold header row, one line per row (cells cut with "…" to their column), thin rules
// between rows; rows past the page's bottom continue on a new page under a repeated header.
import "server-only";
import type PDFDocument from "pdfkit";
import { line } from "./pdf-text";

type Doc = InstanceType<typeof PDFDocument>;

export interface TableColumn {
  label: string;
  width: number;
  align?: "left" | "right";
}

const ROW = 20;

export function drawTable(
  doc: Doc,
  table: { x: number; y: number; columns: TableColumn[]; rows: string[][]; bottom: number; empty?: string },
): number {
  const totalWidth = table.columns.reduce((sum, column) => sum + column.width, 0);
  const cells = (values: string[], y: number, bold: boolean) => {
    let x = table.x;
    table.columns.forEach((column, index) => {
      line(doc, values[index] ?? "", x + 4, y + 5, {
        size: 8.5,
        bold,
        color: bold ? "#374151" : "#111827",
        width: column.width - 8,
        align: column.align,
      });
      x += column.width;
    });
    doc
      .save()
      .lineWidth(0.5)
      .strokeColor("#e5e7eb")
      .moveTo(table.x, y + ROW)
      .lineTo(table.x + totalWidth, y + ROW)
      .stroke()
      .restore();
  };
  let y = table.y;
  const header = table.columns.map((column) => column.label);
  cells(header, y, true);
  y += ROW;
  if (!table.rows.length && table.empty) {
    line(doc, table.empty, table.x + 4, y + 5, { size: 9, color: "#6b7280" });
    return y + ROW;
  }
  for (const row of table.rows) {
    if (y + ROW > table.bottom) {
      doc.addPage();
      y = doc.page.margins.top;
      cells(header, y, true);
      y += ROW;
    }
    cells(row, y, false);
    y += ROW;
  }
  return y;
}
