// Alert evaluation (issue 16, item 3): pure rules the worker applies after each refresh. No I/O.
export * from "./digest";
export * from "./evaluate";
export * from "./event-key";
export * from "./match";
export * from "./metric-value";
export * from "./types";
