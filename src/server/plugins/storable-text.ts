import type { FastifyInstance } from "fastify";
import { HttpError, type FieldProblem } from "../http-errors";

// NUL, and a UTF-16 surrogate without its pair: PostgreSQL refuses NUL in text
// and both in jsonb, so either would otherwise fail at the database as a 500.
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const unstorable = (text: string) => text.includes("\u0000") || loneSurrogate.test(text);
const message = "request.unstorableText" as const;
// A 10,000-item array of bad strings needs one answer, not 10,000 errors.
const maxErrors = 20;

interface Visit {
  value: unknown;
  key: string;
  parent: Visit | null;
}

function fieldOf(visit: Visit, partName: string): string {
  const path: string[] = [];
  for (let at: Visit | null = visit; at?.parent; at = at.parent) path.unshift(at.key);
  return path.join(".") || partName;
}

/**
 * Where in a parsed request part (params, query or body) a string or key holds
 * text the database cannot store, as the dotted field paths validation errors
 * use. Walked with an explicit stack: a body may nest thousands of levels.
 */
export function unstorableTextFields(part: unknown, partName: string): FieldProblem[] {
  const errors: FieldProblem[] = [];
  const pending: Visit[] = [{ value: part, key: partName, parent: null }];
  while (pending.length > 0 && errors.length < maxErrors) {
    const visit = pending.pop()!;
    const { value } = visit;
    if (typeof value === "string") {
      if (unstorable(value)) errors.push({ field: fieldOf(visit, partName), message });
    } else if (typeof value === "object" && value !== null) {
      for (const [key, child] of Object.entries(value)) {
        // A bad key is reported on its parent: the key itself is not printable as a field name.
        if (unstorable(key)) errors.push({ field: fieldOf(visit, partName), message });
        else pending.push({ value: child, key, parent: visit });
      }
    }
  }
  return errors;
}

/**
 * Refuses, as a 400 naming the fields, any API request whose path, query or
 * JSON body carries text PostgreSQL cannot store. One rule for every route
 * (better-auth's too), checked after parsing, before the route's validation
 * (docs/decisions/0020).
 */
export function registerStorableTextGuard(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    // The site's pages and files take no input to store; a stray byte in their query is theirs to ignore.
    if (!request.url.startsWith("/api/")) return;
    const errors = [
      ...unstorableTextFields(request.params, "params"),
      ...unstorableTextFields(request.query, "query"),
      ...unstorableTextFields(request.body, "body"),
    ];
    if (errors.length > 0) throw new HttpError(400, "request.invalid", errors.slice(0, maxErrors));
  });
}
