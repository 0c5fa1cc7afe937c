import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * Proves the house rules of docs/architecture.md fire: each case lints a
 * would-be file at a real path with the project's own config.
 */
const eslint = new ESLint();

async function problems(filePath: string, code: string, rule: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === `sabal/${rule}`).map((m) => m.message);
}

describe("features do not import each other", () => {
  it("stops one feature importing another", async () => {
    const errors = await problems(
      "src/client/features/policies/bad.ts",
      'import { portalKeys } from "../portals/api/portal-keys";\nvoid portalKeys;\n',
      "client-layers",
    );
    expect(errors.join()).toMatch(/policies feature must not import the portals feature/);
  });

  it("stops the shared kits importing a feature or a route", async () => {
    for (const [file, source] of [
      ["src/client/components/bad.tsx", "../features/policies/policy-form"],
      ["src/client/lib/bad.ts", "../routes/staff/layout"],
      ["src/client/hooks/bad.ts", "../features/member/member-nav"],
    ]) {
      expect((await problems(file!, `import x from "${source}";\nvoid x;\n`, "client-layers")).join(), file).toMatch(
        /must not import/,
      );
    }
  });

  it("lets a feature use its own files and the kits, and routes compose features", async () => {
    expect(
      await problems(
        "src/client/features/policies/ok.ts",
        'import { a } from "./api/get-policy";\nimport { b } from "../../lib/cn";\nvoid a; void b;\n',
        "client-layers",
      ),
    ).toEqual([]);
    expect(
      await problems(
        "src/client/routes/staff/ok.tsx",
        'import { a } from "../../features/policies/policy-form";\nimport { b } from "../../features/documents/document-table";\nvoid a; void b;\n',
        "client-layers",
      ),
    ).toEqual([]);
  });
});

describe("one client API layer", () => {
  it("keeps /api paths and apiRequest out of components and routes", async () => {
    for (const code of [
      'const url = "/api/policies";\nvoid url;\n',
      "const id = 1;\nconst url = `/api/policies/${id}`;\nvoid url;\n",
      'import { apiRequest } from "../../lib/api/api-client";\nvoid apiRequest;\n',
    ]) {
      expect((await problems("src/client/routes/staff/bad.tsx", code, "one-api-layer")).length, code).toBe(1);
    }
  });

  it("allows them in an api/ file", async () => {
    const code =
      'import { apiRequest } from "../../../lib/api/api-client";\nexport const f = () => apiRequest("/api/x");\n';
    expect(await problems("src/client/features/policies/api/get-x.ts", code, "one-api-layer")).toEqual([]);
    expect(await problems("src/client/lib/api/get-y.ts", code.replace("../../../", "../../"), "one-api-layer")).toEqual(
      [],
    );
  });
});

describe("one form kit", () => {
  it("refuses a raw <form> outside the kit", async () => {
    const code = "export const F = () => <form onSubmit={() => undefined} />;\n";
    expect(await problems("src/client/features/policies/bad.tsx", code, "one-form-kit")).toHaveLength(1);
    expect(await problems("src/client/components/form/form.tsx", code, "one-form-kit")).toEqual([]);
  });

  it("refuses a file picker of its own outside the kit's FileInput", async () => {
    for (const code of [
      'export const F = () => <input type="file" />;\n',
      'export const F = () => <input type={"file"} multiple />;\n',
      'import { Input } from "../../components/ui/input";\nexport const F = () => <Input type="file" />;\n',
    ]) {
      expect(await problems("src/client/features/claims/bad.tsx", code, "one-form-kit"), code).toHaveLength(1);
    }
    const kit = 'export const F = () => <input type="file" />;\n';
    expect(await problems("src/client/components/ui/file-input.tsx", kit, "one-form-kit")).toEqual([]);
    expect(
      await problems(
        "src/client/features/claims/ok.tsx",
        'export const F = () => <input type="text" />;\n',
        "one-form-kit",
      ),
    ).toEqual([]);
  });
});

describe("one table pattern", () => {
  const table = "<table><tbody><tr><td>1</td></tr></tbody></table>";

  it("refuses a raw <table> outside DataTable", async () => {
    const code = `export const T = () => ${table};\n`;
    expect(await problems("src/client/features/policies/bad.tsx", code, "one-table-pattern")).toHaveLength(1);
    expect(await problems("src/client/components/lists/data-table.tsx", code, "one-table-pattern")).toEqual([]);
  });

  it("lets a table stay hand-written only with its reason in the comment right above it", async () => {
    const marked = (comment: string) => `export const T = () => (\n  ${comment}\n  ${table}\n);\n`;
    expect(
      await problems(
        "src/client/features/wind-calculator/ok.tsx",
        marked("// Hand-written table: a public page loads no TanStack code."),
        "one-table-pattern",
      ),
    ).toEqual([]);
    for (const comment of ["// Hand-written table:", "// A table of its own.", "// Hand-written table: why.\n"]) {
      expect(
        await problems("src/client/features/policies/bad.tsx", marked(comment), "one-table-pattern"),
        comment,
      ).toHaveLength(1);
    }
  });
});

describe("one module shape on the server", () => {
  it("keeps SQL in repositories and db/", async () => {
    const code =
      'import { eq } from "drizzle-orm";\nimport { claims } from "../../db/schema";\nvoid eq; void claims;\n';
    expect(await problems("src/server/modules/example/routes.ts", code, "server-module-shape")).toHaveLength(2);
    expect(await problems("src/server/modules/example/service.ts", code, "server-module-shape")).toHaveLength(2);
    expect(await problems("src/server/modules/example/repository.ts", code, "server-module-shape")).toEqual([]);
    expect(await problems("src/server/modules/example/timeline-repository.ts", code, "server-module-shape")).toEqual(
      [],
    );
  });

  it("lets anyone import a table's type", async () => {
    const code = 'import type { ClaimRow } from "../../db/schema";\nexport type R = ClaimRow;\n';
    expect(await problems("src/server/modules/example/claim-mails.ts", code, "server-module-shape")).toEqual([]);
  });

  it("keeps auditedWrite in services", async () => {
    const code = 'import { auditedWrite } from "../audit/audited-write";\nvoid auditedWrite;\n';
    expect(await problems("src/server/modules/example/routes.ts", code, "server-module-shape")).toHaveLength(1);
    expect(await problems("src/server/modules/example/service.ts", code, "server-module-shape")).toEqual([]);
  });

  it("keeps Fastify out of services and repositories out of routes", async () => {
    expect(
      await problems(
        "src/server/modules/example/service.ts",
        'import type { FastifyRequest } from "fastify";\nexport type R = FastifyRequest;\n',
        "server-module-shape",
      ),
    ).toHaveLength(1);
    expect(
      await problems(
        "src/server/modules/example/routes.ts",
        'import { createClaimRepository } from "./repository";\nvoid createClaimRepository;\n',
        "server-module-shape",
      ),
    ).toHaveLength(1);
  });
});

describe("one composition root", () => {
  it("refuses building a service or a repository anywhere on the server but the root", async () => {
    const code =
      'import { createClaimService } from "./service";\nimport { createClaimRepository } from "./repository";\nexport const s = createClaimService({ repository: createClaimRepository(db) });\ndeclare const db: never;\n';
    expect(await problems("src/server/modules/claims/routes.ts", code, "composition-root")).toHaveLength(2);
    expect(await problems("src/server/plugins/example.ts", code, "composition-root")).toHaveLength(2);
    expect(await problems("src/server/composition-root.ts", code, "composition-root")).toEqual([]);
  });

  it("lets a module define its factories and call anything else", async () => {
    const code =
      "export function createClaimService() {\n  return { at: createHash() };\n}\ndeclare function createHash(): string;\n";
    expect(await problems("src/server/modules/claims/service.ts", code, "composition-root")).toEqual([]);
  });
});

describe("one owner per table", () => {
  it("refuses a module importing another module's repository, even a type", async () => {
    for (const code of [
      'import { createPolicyRepository } from "../policies/repository";\nvoid createPolicyRepository;\n',
      'import type { PolicyRepository } from "../policies/repository";\nexport type R = PolicyRepository;\n',
      'import type { Row } from "../policies/search-repository";\nexport type R = Row;\n',
    ]) {
      expect(await problems("src/server/modules/portals/service.ts", code, "module-boundaries"), code).toHaveLength(1);
    }
  });

  it("lets a module use its own repository and another module's service", async () => {
    const code =
      'import type { PortalRepository } from "./repository";\nimport type { PolicyService } from "../policies/service";\nexport type R = [PortalRepository, PolicyService];\n';
    expect(await problems("src/server/modules/portals/service.ts", code, "module-boundaries")).toEqual([]);
  });
});
