export * from "./auth";
export * from "./email";
export * from "./tracking";
export * from "./system";
