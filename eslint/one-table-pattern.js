import path from "node:path";

/**
 * One table pattern: every table is DataTable (components/lists, TanStack
 * Table), so headers, sorting, row headers and the phone's sideways scroll
 * work the same everywhere. A table that must stay hand-written says why in
 * the comment on the line right above it, starting "Hand-written table:"
 * (a public page loads no TanStack code; a worksheet laid out for reading).
 */
const kitTable = path.join("src", "client", "components", "lists", "data-table.tsx");
const marker = /^\s*Hand-written table:\s*\S/;

export const oneTablePattern = {
  meta: {
    type: "problem",
    schema: [],
    messages: {
      table:
        'Use DataTable from components/lists instead of a raw <table>, or say why it stays hand-written in a comment right above it ("Hand-written table: …").',
    },
  },
  create(context) {
    if (path.relative(context.cwd, context.filename) === kitTable) return {};
    const reasons = context.sourceCode.getAllComments().filter((comment) => marker.test(comment.value));
    return {
      JSXOpeningElement(node) {
        if (node.name.type !== "JSXIdentifier" || node.name.name !== "table") return;
        const line = node.loc.start.line;
        if (reasons.some((comment) => comment.loc.end.line === line - 1)) return;
        context.report({ node, messageId: "table" });
      },
    };
  },
};
