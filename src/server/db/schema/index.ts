export * from "./audit-log";
