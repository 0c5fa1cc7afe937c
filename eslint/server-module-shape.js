import path from "node:path";

/**
 * One module shape on the server (docs/architecture.md): routes parse,
 * authorize and call the service; the service holds the rules and the
 * audited writes and never sees a FastifyRequest; the repository holds all
 * SQL. So: Drizzle and the table objects only in repositories and db/;
 * auditedWrite only in services; no fastify in services; routes reach the
 * database only through a service. Type-only imports are free everywhere.
 */
const isRepository = (base) => base === "repository.ts" || base.endsWith("-repository.ts");
const isService = (base) => base === "service.ts" || base.endsWith("-service.ts");
const isRoutes = (base) => base === "routes.ts" || base.endsWith("-routes.ts") || base.endsWith("-route.ts");

function resolvedBase(source, filename) {
  return source.startsWith(".") ? path.resolve(path.dirname(filename), source) : null;
}

export const serverModuleShape = {
  meta: {
    type: "problem",
    schema: [],
    messages: {
      sql: "SQL belongs in a repository ({{source}}): move the query into repository.ts and call it from the service.",
      audited: "auditedWrite belongs in a service: the service holds the rules and the audited writes.",
      fastify: "A service takes the actor and request id, never Fastify's request or instance ({{source}}).",
      repository: "Routes call the service, which calls the repository ({{source}}).",
    },
  },
  create(context) {
    const serverRoot = path.join(context.cwd, "src", "server");
    const relative = path.relative(serverRoot, context.filename);
    if (relative.startsWith("..")) return {};
    const base = path.basename(context.filename);
    const inDb = relative.split(path.sep)[0] === "db";
    const sqlAllowed = inDb || isRepository(base);

    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== "string") return;
      const typeOnly =
        node.importKind === "type" ||
        node.exportKind === "type" ||
        (node.specifiers?.length > 0 && node.specifiers.every((specifier) => specifier.importKind === "type"));
      const target = resolvedBase(source, context.filename);
      const targetRelative = target ? path.relative(serverRoot, target) : "";

      if (!sqlAllowed && !typeOnly) {
        const drizzle = source === "drizzle-orm" || source.startsWith("drizzle-orm/");
        const tables =
          target &&
          (targetRelative === path.join("db", "schema") ||
            targetRelative.startsWith(path.join("db", "schema") + path.sep));
        if (drizzle || tables) context.report({ node, messageId: "sql", data: { source } });
      }
      if (target && targetRelative === path.join("modules", "audit", "audited-write") && !isService(base) && !typeOnly)
        context.report({ node, messageId: "audited" });
      if (isService(base) && (source === "fastify" || source.startsWith("fastify-")))
        context.report({ node, messageId: "fastify", data: { source } });
      if (isRoutes(base) && target && isRepository(path.basename(target) + ".ts") && !typeOnly)
        context.report({ node, messageId: "repository", data: { source } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
