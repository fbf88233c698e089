// Snapshot rows in COPY's text format, for the ingest bench's raw COPY figure and the floor beside it
// (bench/tracking-ingest.ts, bench/tracking-floor.ts): one definition, so both copy exactly the same text.

export interface SnapshotRow {
  videoId: number;
  capturedAt: string;
  views: number | null;
  likes: number | null;
  comments: number | null;
  shares: number | null;
  bookmarks: number | null;
}

export const COPY_COLUMNS = "(video_id, captured_at, views, likes, comments, shares, bookmarks)";

const cell = (value: number | null) => (value === null ? "\\N" : String(value));

/** COPY text format, in chunks of about `chunkBytes` (Infinity: one chunk). */
export function copyText(rows: readonly SnapshotRow[], chunkBytes = 65_536): Buffer[] {
  const chunks: Buffer[] = [];
  let lines: string[] = [];
  let size = 0;
  for (const row of rows) {
    const line = `${row.videoId}\t${row.capturedAt}\t${cell(row.views)}\t${cell(row.likes)}\t${cell(row.comments)}\t${cell(row.shares)}\t${cell(row.bookmarks)}\n`;
    lines.push(line);
    size += line.length;
    if (size >= chunkBytes) {
      chunks.push(Buffer.from(lines.join("")));
      lines = [];
      size = 0;
    }
  }
  if (lines.length) chunks.push(Buffer.from(lines.join("")));
  return chunks;
}
