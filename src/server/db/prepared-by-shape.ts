import { createHash } from "node:crypto";

/** A statement Drizzle has prepared: its values come as placeholders on each execution. */
interface Prepared {
  execute(placeholders?: Record<string, unknown>): Promise<unknown>;
}

/**
 * Statements of a hot read prepared once per shape (which filters are set,
 * the order, the caller's scope) and by name, so that neither Drizzle nor
 * PostgreSQL works the statement out again on each request (decision 0037):
 * the values go in as placeholders. The name comes from the shape, so every
 * repository that builds the same shape names the same statement the same
 * way on a connection. A shape is a handful of flags, so there are few.
 */
export function preparedByShape(name: string) {
  const statements = new Map<string, Prepared>();
  return <Statement extends Prepared>(
    shape: readonly (string | number | boolean)[],
    build: (statementName: string) => Statement,
  ): Statement => {
    const key = shape.join("|");
    let statement = statements.get(key) as Statement | undefined;
    if (!statement) {
      statement = build(`${name}_${createHash("sha256").update(key).digest("hex").slice(0, 16)}`);
      statements.set(key, statement);
    }
    return statement;
  };
}
