export * from "./audit-log";
export * from "./auth";
