import path from "node:path";

/**
 * One form pattern: every <form> is the form kit's <Form> (components/form),
 * react-hook-form with the shared zod schema. A raw <form> elsewhere would
 * validate, focus and report errors its own way.
 */
const kitForm = path.join("src", "client", "components", "form", "form.tsx");

export const oneFormKit = {
  meta: {
    type: "problem",
    schema: [],
    messages: {
      form: "Use <Form> from components/form (react-hook-form with the shared zod schema) instead of a raw <form>.",
    },
  },
  create(context) {
    if (path.relative(context.cwd, context.filename) === kitForm) return {};
    return {
      JSXOpeningElement(node) {
        if (node.name.type === "JSXIdentifier" && node.name.name === "form")
          context.report({ node, messageId: "form" });
      },
    };
  },
};
