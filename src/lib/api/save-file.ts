"use client";
import type { ApiFile } from "./client";

/** Hands a downloaded answer to the browser as a file (the CSV export). */
export function saveFile({ blob, filename }: ApiFile): void {
  const link = document.createElement("a");
  link.href = URL.createObjectURL(blob);
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has started the download; revoking at once can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}
