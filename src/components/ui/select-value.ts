// Radix Select reserves the empty string (it means "no value, show the placeholder"), but our filters use "" for
// "all". These two functions carry "" across the boundary as a sentinel no real option value can equal.
export const EMPTY_OPTION = "__empty__";

export function toRadixValue(value: string): string {
  return value === "" ? EMPTY_OPTION : value;
}

export function fromRadixValue(value: string): string {
  return value === EMPTY_OPTION ? "" : value;
}
