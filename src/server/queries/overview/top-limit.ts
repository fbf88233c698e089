// How many feeds each of the overview's short lists shows.
import "server-only";
export const TOP_LIMIT = 5;
