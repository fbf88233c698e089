export * from "./analysis";
export * from "./auth";
export * from "./email";
export * from "./system";
export * from "./tracking";
export * from "./tools";
