import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * Proves the lint rule that enforces client → shared ← server actually fires:
 * each case lints a would-be file at a real path with the project's config.
 */
const eslint = new ESLint();

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === "sabal/dependency-rule").map((m) => m.message);
}

describe("the dependency rule", () => {
  it("stops the client from importing server code", async () => {
    const errors = await restrictedImports(
      "src/client/lib/bad.ts",
      'import { buildApp } from "../../server/app";\nvoid buildApp;\n',
    );
    expect(errors.join()).toMatch(/client must not import server code/);
  });

  it("stops the server from importing client code", async () => {
    const errors = await restrictedImports(
      "src/server/modules/bad.ts",
      'import { cn } from "../../client/lib/cn";\nvoid cn;\n',
    );
    expect(errors.join()).toMatch(/server must not import client code/);
  });

  it("keeps shared free of Node, React and either side", async () => {
    for (const source of ["node:fs", "react", "fastify", "../server/env", "../client/lib/cn"]) {
      const errors = await restrictedImports("src/shared/bad.ts", `import x from "${source}";\nvoid x;\n`);
      expect(errors.join(), source).toMatch(/shared must not import/);
    }
  });

  it("does not confuse the server's db/client module with the client layer", async () => {
    expect(
      await restrictedImports(
        "src/server/db/seed.ts",
        'import { openDatabase } from "./client";\nvoid openDatabase;\n',
      ),
    ).toEqual([]);
  });

  it("lets both sides import shared", async () => {
    expect(
      await restrictedImports(
        "src/client/lib/ok.ts",
        'import { routeTable } from "../../shared/routes";\nvoid routeTable;\n',
      ),
    ).toEqual([]);
    expect(
      await restrictedImports("src/server/ok.ts", 'import { routeTable } from "../shared/routes";\nvoid routeTable;\n'),
    ).toEqual([]);
  });
});
