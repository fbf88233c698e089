export * from "./analysis";
export * from "./auth";
export * from "./billing";
export * from "./email";
export * from "./rate-limits";
export * from "./system";
export * from "./tools";
export * from "./tracking";
