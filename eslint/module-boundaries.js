import path from "node:path";

/**
 * One owner per table (docs/architecture.md): a module's repository is that
 * module's alone. Another module asks its service, which the composition root
 * hands it; it never imports the repository, not even its types.
 */
const isRepository = (file) => /(^|-)repository$/.test(path.basename(file).replace(/\.tsx?$/, ""));

export const moduleBoundaries = {
  meta: {
    type: "problem",
    schema: [],
    messages: {
      repository:
        "The {{from}} module reaches into the {{to}} module's repository ({{source}}): ask the {{to}} service, given by the composition root.",
    },
  },
  create(context) {
    const modules = path.join(context.cwd, "src", "server", "modules");
    const moduleOf = (file) => {
      const relative = path.relative(modules, file);
      return relative.startsWith("..") ? null : relative.split(path.sep)[0];
    };
    const from = moduleOf(context.filename);
    if (!from || /\.test\.tsx?$/.test(context.filename)) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== "string" || !source.startsWith(".")) return;
      const target = path.resolve(path.dirname(context.filename), source);
      const to = moduleOf(target);
      if (to && to !== from && isRepository(target))
        context.report({ node, messageId: "repository", data: { from, to, source } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
