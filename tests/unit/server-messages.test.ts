import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { isMessageKey } from "../../src/shared/messages/render";

/**
 * Words for a person written straight into the server or the shared schemas,
 * instead of the message catalog (src/shared/messages), would reach an
 * Italian reader in English. The typecheck already refuses them where a
 * `Message` is expected (HttpError, invalidField, notFound, conflict,
 * forbidden); this scan covers the places that take any string: a success
 * envelope (`ok`, `textFor`), `failure`, a zod check's message and any
 * `message:` or `error:` written in an object. It reads literals only: a
 * message held in a variable first is the typecheck's, or the reviewer's.
 */

const root = join(import.meta.dirname, "../..");

/** Which argument holds the message, by the function called. */
const messageArgument: Record<string, number> = {
  ok: 1,
  failure: 0,
  textFor: 1,
  invalidField: 1,
  notFound: 0,
  conflict: 0,
  forbidden: 0,
  HttpError: 1,
};
/** zod's checks that take their message second (`.min(1, message)`), and those that take it first (`z.email(message)`). */
const zodMessageSecond = new Set([
  "min",
  "max",
  "length",
  "gt",
  "gte",
  "lt",
  "lte",
  "regex",
  "refine",
  "enum",
  "literal",
]);
const zodMessageFirst = new Set([
  "email",
  "uuid",
  "int",
  "positive",
  "negative",
  "nonnegative",
  "url",
  "date",
  "datetime",
]);

/** Words in a message's place that are deliberately not the catalog's, and why. */
const allowed: { file: string; text: string; why: string }[] = [
  {
    file: "src/server/auth/auth.ts",
    text: "Invalid username or password",
    why: "a refusal better-auth answers with its code; auth-answer-language.ts words it by that code",
  },
  {
    file: "src/server/auth/auth.ts",
    text: "PASSWORD_${...}",
    why: "a password rule's code in better-auth's answer; the page words it itself",
  },
];

/**
 * Files whose words are read by the operator, not sent to a person: the configuration's refusals at start,
 * and the operator commands with the admin socket they talk to (decision 0035), in English.
 */
const forTheOperator = ["src/server/env.ts", "src/shared/company-schema.ts"];
const operatorFolders = ["src/server/admin/"];

const isTest = (file: string) => /\.test\.tsx?$/.test(file);
const inScope = (file: string) =>
  file.endsWith(".ts") &&
  !isTest(file) &&
  !file.startsWith("src/shared/messages/") &&
  // The words of e-mails and documents: their own catalog, checked by src/server/texts/catalog.test.ts.
  !file.startsWith("src/server/texts/") &&
  !forTheOperator.includes(file) &&
  !operatorFolders.some((folder) => file.startsWith(folder));

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    return entry.isDirectory() ? sourceFiles(path) : inScope(path) ? [path] : [];
  });
}

/** A literal's text, templates with `${...}` for what they fill in; null for anything but a literal. */
function literalText(node: ts.Node | undefined): string | null {
  if (!node) return null;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return node.head.text + node.templateSpans.map((span) => "${...}" + span.literal.text).join("");
  }
  return null;
}

/** A catalog key, or a code a page words itself ("mismatch", "tooShort"): not words for a person. */
const isNotWords = (text: string) => isMessageKey(text) || /^[a-z][A-Za-z]*$/.test(text);

function calledName(node: ts.CallExpression | ts.NewExpression): { name: string; onObject: boolean } | null {
  const callee = node.expression;
  if (ts.isIdentifier(callee)) return { name: callee.text, onObject: false };
  if (ts.isPropertyAccessExpression(callee)) return { name: callee.name.text, onObject: true };
  return null;
}

/** Each literal in a message's place that is not a catalog key, as "file:line: text". */
function uncataloguedMessages(file: string, source: string): string[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const check = (node: ts.Node | undefined) => {
    const text = literalText(node);
    if (text === null || isNotWords(text)) return;
    if (allowed.some((entry) => entry.file === file && entry.text === text)) return;
    const { line } = tree.getLineAndCharacterOfPosition(node!.getStart());
    found.push(`${file}:${line + 1}: ${text}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      const called = calledName(node);
      const args = node.arguments ?? [];
      if (called && !called.onObject && called.name in messageArgument) check(args[messageArgument[called.name]!]);
      if (called?.onObject && zodMessageSecond.has(called.name)) check(args[1]);
      if (called?.onObject && zodMessageFirst.has(called.name)) check(args[0]);
    }
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && ["message", "error"].includes(node.name.text)) {
      check(node.initializer);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

describe("server messages", () => {
  it("are all in the catalog, in the server and in the shared schemas", () => {
    const files = [...sourceFiles("src/server"), ...sourceFiles("src/shared")];
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) => uncataloguedMessages(file, readFileSync(join(root, file), "utf8")));
    expect(found).toEqual([]);
  });

  it("are found when written as words: in an envelope, a zod check or an object", () => {
    const source = [
      'const a = ok(data, "Policy saved.");',
      "const b = reply.send(failure(`No route for ${path}.`));",
      'const c = z.string().min(1, "Enter the name.");',
      'const d = z.email("Enter an e-mail address.");',
      'const e = schema.refine(check, { path: ["x"], message: "The end must be after the start." });',
      'const f = ok(data, textFor(request, "policy.notFound"));',
      'const g = z.string().min(1, message("check.claim.city"));',
      'const h = context.addIssue({ code: "custom", message: "mismatch" });',
    ].join("\n");
    expect(uncataloguedMessages("src/server/modules/x/routes.ts", source)).toEqual([
      "src/server/modules/x/routes.ts:1: Policy saved.",
      "src/server/modules/x/routes.ts:2: No route for ${...}.",
      "src/server/modules/x/routes.ts:3: Enter the name.",
      "src/server/modules/x/routes.ts:4: Enter an e-mail address.",
      "src/server/modules/x/routes.ts:5: The end must be after the start.",
    ]);
  });

  it("allow only what is listed, each with its reason, and nothing the code no longer has", () => {
    for (const entry of allowed) {
      expect(entry.why.length).toBeGreaterThan(10);
      const source = readFileSync(join(root, entry.file), "utf8");
      const withoutAllowance = uncataloguedMessages("elsewhere.ts", source).map((line) => line.split(": ")[1]);
      expect(withoutAllowance, entry.file).toContain(entry.text);
    }
  });
});
