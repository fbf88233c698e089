// Public API of the analytics domain (DESIGN.md section 7): pure functions, safe in the browser and the server.
export * from "./account-analytics";
export * from "./duration";
export * from "./engagement";
export * from "./feed-metrics";
export * from "./growth";
export * from "./heatmap";
export * from "./known";
export * from "./median";
export * from "./outliers";
export * from "./range";
export * from "./reader-heatmap";
export * from "./summary";
export * from "./totals";
export * from "./types";
export * from "./virality";
