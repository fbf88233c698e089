// The comparison's state lives in the URL (?channels=1,2,3), so a link to it is shareable inside the team.
import { COMPARE_MAX_CHANNELS } from "@/domain/contracts/compare";

/** The channel ids of `?channels=`, in order, each once; anything that is not a positive id is dropped. */
export function parseChannelsParam(raw: string | null | undefined): number[] {
  const ids: number[] = [];
  for (const part of (raw ?? "").split(",")) {
    const text = part.trim();
    if (!/^\d{1,10}$/.test(text)) continue;
    const id = Number(text);
    if (id > 0 && id <= 2_147_483_647 && !ids.includes(id)) ids.push(id);
  }
  return ids.slice(0, COMPARE_MAX_CHANNELS);
}

export function compareHref(ids: readonly number[]): string {
  return ids.length ? `/dashboard/compare/?channels=${ids.join(",")}` : "/dashboard/compare/";
}
