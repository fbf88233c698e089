// How many feeds each of the overview's short lists shows.
export const TOP_LIMIT = 5;
