import path from "node:path";

/**
 * ESLint rule for the dependency rule of ARCHITECTURE.md:
 * client → shared ← server. Relative imports are resolved to the folder they
 * land in, so `db/client.ts` on the server is not mistaken for the client.
 */
const layers = ["client", "server", "shared"];
const allowed = { client: ["client", "shared"], server: ["server", "shared"], shared: ["shared"] };
// shared must run unchanged in the browser and in Node.
const sharedForbiddenPackages =
  /^(node:|react($|-|\/)|react-router|fastify|@fastify\/|drizzle-orm|pg$|@electric-sql\/)/;

function layerOf(file, srcRoot) {
  const relative = path.relative(srcRoot, file);
  if (relative.startsWith("..")) return null;
  const top = relative.split(path.sep)[0];
  return layers.includes(top) ? top : null;
}

export const dependencyRule = {
  meta: {
    type: "problem",
    schema: [],
    messages: {
      layer: "{{from}} must not import {{to}} code ({{source}}): client → shared ← server (ARCHITECTURE.md).",
    },
  },
  create(context) {
    const srcRoot = path.join(context.cwd, "src");
    const from = layerOf(context.filename, srcRoot);
    if (!from) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== "string") return;
      let to;
      if (source.startsWith(".")) to = layerOf(path.resolve(path.dirname(context.filename), source), srcRoot);
      else if (from === "shared" && sharedForbiddenPackages.test(source))
        to = `the package ${source.split("/")[0]} in shared`;
      if (to && !allowed[from].includes(to)) context.report({ node, messageId: "layer", data: { from, to, source } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
