// The rule form's cooldown field as the API's `cooldown_hours`. A cleared field means "no choice made": it is left
// out, so a new rule gets the default (6 hours) and an edited one keeps its cooldown, instead of Number("") = 0,
// which would switch the cooldown off without the user asking.
export function cooldownHoursOf(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return undefined;
  const hours = Number(trimmed);
  return Number.isFinite(hours) ? hours : undefined;
}
