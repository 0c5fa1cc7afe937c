import path from "node:path";

/**
 * One client API layer: only the files of an `api/` folder (features/<area>/api/,
 * lib/api/) call `apiRequest` or write an /api path. Components, hooks and
 * routes use those files' fetchers and hooks.
 */
const apiPath = /^\/api(\/|$|\?)/;

function isApiLayer(file, clientRoot) {
  const relative = path.relative(clientRoot, file).split(path.sep);
  if (relative[0] === "..") return true;
  return (relative[0] === "features" && relative[2] === "api") || (relative[0] === "lib" && relative[1] === "api");
}

export const oneApiLayer = {
  meta: {
    type: "problem",
    schema: [],
    messages: {
      path: "An /api path belongs in an api/ file (features/<area>/api/<verb>-<thing>.ts): call its fetcher or hook here.",
      request:
        "apiRequest belongs in an api/ file (features/<area>/api/<verb>-<thing>.ts): call its fetcher or hook here.",
    },
  },
  create(context) {
    const clientRoot = path.join(context.cwd, "src", "client");
    if (path.relative(clientRoot, context.filename).startsWith("..")) return {};
    if (isApiLayer(context.filename, clientRoot)) return {};
    return {
      Literal(node) {
        if (typeof node.value === "string" && apiPath.test(node.value)) context.report({ node, messageId: "path" });
      },
      TemplateLiteral(node) {
        if (apiPath.test(node.quasis[0]?.value.cooked ?? "")) context.report({ node, messageId: "path" });
      },
      ImportSpecifier(node) {
        if (node.imported.name === "apiRequest" || node.imported.name === "apiAnswer")
          context.report({ node, messageId: "request" });
      },
    };
  },
};
