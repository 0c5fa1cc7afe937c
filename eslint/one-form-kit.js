import path from "node:path";

/**
 * One form pattern: every <form> is the form kit's <Form> (components/form),
 * react-hook-form with the shared zod schema. A raw <form> elsewhere would
 * validate, focus and report errors its own way. Likewise every file picker
 * is the kit's FileInput (through FileField in a form), so each is labelled,
 * described and sized to tap the same way.
 */
const kitForm = path.join("src", "client", "components", "form", "form.tsx");
const kitFileInput = path.join("src", "client", "components", "ui", "file-input.tsx");

/** `type="file"` or `type={"file"}`. */
function isFileType(attribute) {
  if (attribute.type !== "JSXAttribute" || attribute.name.name !== "type") return false;
  const value = attribute.value?.type === "JSXExpressionContainer" ? attribute.value.expression : attribute.value;
  return value?.type === "Literal" && value.value === "file";
}

export const oneFormKit = {
  meta: {
    type: "problem",
    schema: [],
    messages: {
      form: "Use <Form> from components/form (react-hook-form with the shared zod schema) instead of a raw <form>.",
      file: 'Use <FileField> from components/form (or FileInput from components/ui) instead of type="file".',
    },
  },
  create(context) {
    const file = path.relative(context.cwd, context.filename);
    return {
      JSXOpeningElement(node) {
        if (file !== kitForm && node.name.type === "JSXIdentifier" && node.name.name === "form")
          context.report({ node, messageId: "form" });
        if (file !== kitFileInput && node.attributes.some(isFileType)) context.report({ node, messageId: "file" });
      },
    };
  },
};
