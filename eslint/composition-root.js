import path from "node:path";

/**
 * One composition root (src/server/composition-root.ts) builds every
 * repository and service once per app; everything else receives them. So a
 * call to `create…Service(` or `create…Repository(` anywhere else on the
 * server is refused. Tests are not in src/ and build what they need.
 */
const builds = /^create[A-Z]\w*(Service|Repository)$/;

export const compositionRoot = {
  meta: {
    type: "problem",
    schema: [],
    messages: {
      built:
        "{{name}}(…) is called only in src/server/composition-root.ts: take the {{kind}} as a dependency and add it to the root.",
    },
  },
  create(context) {
    const relative = path.relative(path.join(context.cwd, "src", "server"), context.filename);
    if (relative.startsWith("..") || relative === "composition-root.ts" || /\.test\.tsx?$/.test(relative)) return {};
    return {
      CallExpression(node) {
        const name = node.callee.type === "Identifier" ? node.callee.name : null;
        const match = name && builds.exec(name);
        if (match) context.report({ node, messageId: "built", data: { name, kind: match[1].toLowerCase() } });
      },
    };
  },
};
