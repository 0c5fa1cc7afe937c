import path from "node:path";

/**
 * The client's own layers (docs/architecture.md): routes compose features;
 * a feature never imports another feature; the shared kits (components, lib,
 * hooks) import no feature and no route. Relative imports are resolved to
 * the folder they land in.
 */
function placeOf(file, clientRoot) {
  const relative = path.relative(clientRoot, file);
  if (relative.startsWith("..") || path.isAbsolute(relative)) return null;
  const [top, second] = relative.split(path.sep);
  if (top === "features") return { kind: "feature", name: second };
  if (top === "routes") return { kind: "route" };
  if (["components", "lib", "hooks"].includes(top)) return { kind: "kit", name: top };
  return { kind: "root" };
}

export const clientLayers = {
  meta: {
    type: "problem",
    schema: [],
    messages: {
      feature:
        "The {{from}} feature must not import the {{to}} feature ({{source}}): move what both need to components/ or lib/, or compose them in a route.",
      kit: "{{from}}/ is shared by every feature and must not import {{to}} ({{source}}).",
      route: "Features must not import routes ({{source}}).",
    },
  },
  create(context) {
    const clientRoot = path.join(context.cwd, "src", "client");
    const from = placeOf(context.filename, clientRoot);
    if (!from || from.kind === "route" || from.kind === "root") return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== "string" || !source.startsWith(".")) return;
      const to = placeOf(path.resolve(path.dirname(context.filename), source), clientRoot);
      if (!to) return;
      if (from.kind === "feature" && to.kind === "feature" && to.name !== from.name)
        context.report({ node, messageId: "feature", data: { from: from.name, to: to.name, source } });
      else if (from.kind === "feature" && to.kind === "route")
        context.report({ node, messageId: "route", data: { source } });
      else if (from.kind === "kit" && (to.kind === "feature" || to.kind === "route"))
        context.report({ node, messageId: "kit", data: { from: from.name, to: `${to.kind}s`, source } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
