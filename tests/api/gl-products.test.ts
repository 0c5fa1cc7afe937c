import { describe, expect, it } from "vitest";
import { glProducts } from "../../src/server/db/schema";
import { createAuditRepository } from "../../src/server/modules/audit/repository";
import type { GlProduct } from "../../src/shared/gl-product";
import { fieldsOf } from "./support/answers";
import { useApi } from "./support/api-fixture";

const validProduct = {
  name: "Main Street Contractors GL",
  description: "Occurrence form for small artisan contractors",
  productType: "Contractors Liability",
  effectiveDate: "2026-01-01",
  expirationDate: "2027-01-01",
  premium: 2_400,
  coverage: ["Each Occurrence $1,000,000", "General Aggregate $2,000,000"],
  forms: ["CG 00 01 04 13", "CG 20 10 12 19"],
};

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

describe("GL products API", () => {
  const api = useApi();
  const as = api.loginEach({ staff: "staff", agent: "agent", member: "member" });

  const create = async (product: object = validProduct): Promise<GlProduct> => {
    const response = await api.call(as.staff, "POST", "/api/gl-products", product);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data;
  };
  const trailOf = (id: string) => createAuditRepository(api.db).listForEntity("glProduct", id);

  it("creates a draft product, opens it both ways, and audits the creation", async () => {
    const response = await api.call(as.staff, "POST", "/api/gl-products", validProduct);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ success: true, message: `GL product ${validProduct.name} created.` });
    const product: GlProduct = response.json().data;
    expect(product).toMatchObject({ ...validProduct, status: "draft" });

    expect((await api.call(as.staff, "GET", `/api/gl-products/${product.id}`)).json().data).toEqual(product);
    expect((await api.call(as.agent, "GET", `/api/GL_OnOpen?productId=${product.id}`)).json().data).toEqual(product);

    const trail = await trailOf(product.id);
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({ actor: as.staff.id, action: "glProduct.create", before: null, after: product });

    const viaSpec = await api.call(as.staff, "POST", "/api/GL_OnNew", {
      ...validProduct,
      name: "Tavern Liquor Liability",
      productType: "Liquor Liability",
      status: "active",
      expirationDate: null,
      forms: undefined,
    });
    expect(viaSpec.statusCode, viaSpec.body).toBe(201);
    expect(viaSpec.json().data).toMatchObject({ status: "active", expirationDate: null, forms: [] });
  });

  it("refuses invalid products field by field", async () => {
    const empty = await api.call(as.staff, "POST", "/api/gl-products", {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ success: false, data: null });
    expect(fieldsOf(empty.json())).toEqual(["coverage", "effectiveDate", "name", "premium", "productType"]);

    const backwards = await api.call(as.staff, "POST", "/api/gl-products", {
      ...validProduct,
      expirationDate: "2025-12-31",
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual([
      { field: "expirationDate", message: "The expiration date must be after the effective date." },
    ]);

    const details = await api.call(as.staff, "POST", "/api/gl-products", {
      ...validProduct,
      premium: 99.5,
      coverage: ["Each Occurrence $1,000,000", "  "],
      forms: ["CG0001"],
      productType: "Homeowners",
    });
    expect(fieldsOf(details.json())).toEqual(["coverage.1", "forms.0", "premium", "productType"]);
    const noCoverage = await api.call(as.staff, "POST", "/api/gl-products", {
      ...validProduct,
      coverage: [],
      premium: 0,
    });
    expect(noCoverage.json().errors).toEqual(
      expect.arrayContaining([
        { field: "coverage", message: "Add at least one coverage." },
        { field: "premium", message: "Must be more than 0." },
      ]),
    );

    const unknownKey = await api.call(as.staff, "POST", "/api/gl-products", {
      ...validProduct,
      archivedAt: "2026-01-01",
    });
    expect(unknownKey.statusCode).toBe(400);

    await create();
    const duplicate = await api.call(as.staff, "POST", "/api/GL_OnNew", {
      ...validProduct,
      name: validProduct.name.toUpperCase(),
    });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().errors).toEqual([
      { field: "name", message: "A GL product with this name already exists." },
    ]);
    expect((await api.call(as.staff, "GET", "/api/gl-products")).json().data.totalItems).toBe(1);
  });

  it("saves the whole product, edits only the fields sent, and audits before and after", async () => {
    const product = await create({ ...validProduct, status: "active" });

    const saved = await api.call(as.staff, "PUT", `/api/gl-products/${product.id}`, {
      ...validProduct,
      description: undefined,
      status: "inactive",
      premium: 3_100,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ description: null, status: "inactive", premium: 3_100 });

    const edited = await api.call(as.staff, "PATCH", `/api/gl-products/${product.id}`, { premium: 3_500 });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ premium: 3_500, status: "inactive", name: validProduct.name });

    const trail = await trailOf(product.id);
    expect(trail.map((entry) => entry.action)).toEqual(["glProduct.create", "glProduct.update", "glProduct.update"]);
    expect(trail[2]).toMatchObject({ actor: as.staff.id, before: { premium: 3_100 }, after: { premium: 3_500 } });

    // The order of the dates holds against the stored values too.
    const backwards = await api.call(as.staff, "PATCH", `/api/gl-products/${product.id}`, {
      expirationDate: "2025-06-01",
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual([
      { field: "expirationDate", message: "The expiration date must be after the effective date." },
    ]);
    expect((await api.call(as.staff, "PATCH", `/api/gl-products/${product.id}`, {})).statusCode).toBe(400);

    const viaSave = await api.call(as.staff, "POST", `/api/GL_OnSave?productId=${product.id}`, {
      ...validProduct,
      premium: 4_000,
    });
    expect(viaSave.json().data).toMatchObject({
      premium: 4_000,
      status: "draft",
      description: validProduct.description,
    });
    const viaEdit = await api.call(as.staff, "POST", `/api/GL_OnEdit?productId=${product.id}`, {
      expirationDate: null,
    });
    expect(viaEdit.statusCode).toBe(200);
    expect(viaEdit.json().data).toMatchObject({ premium: 4_000, expirationDate: null });
    expect(await trailOf(product.id)).toHaveLength(5);

    const other = await create({ ...validProduct, name: "Premises Plus" });
    const clash = await api.call(as.staff, "PATCH", `/api/gl-products/${other.id}`, { name: validProduct.name });
    expect(clash.json().errors).toEqual([{ field: "name", message: "A GL product with this name already exists." }]);
    // Saving a product under its own name is no clash.
    expect((await api.call(as.staff, "PUT", `/api/gl-products/${product.id}`, validProduct)).statusCode).toBe(200);
  });

  it("answers 404 for unknown products and 400 when the product id is missing", async () => {
    const missing = await api.call(as.staff, "GET", "/api/gl-products/nope");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, message: "The requested GL product could not be found." });
    expect((await api.call(as.staff, "GET", "/api/GL_OnOpen?productId=nope")).statusCode).toBe(404);
    expect((await api.call(as.staff, "PUT", "/api/gl-products/nope", validProduct)).statusCode).toBe(404);
    expect((await api.call(as.staff, "PATCH", "/api/gl-products/nope", { premium: 5 })).statusCode).toBe(404);
    expect((await api.call(as.staff, "POST", "/api/GL_OnEdit?productId=nope", { premium: 5 })).statusCode).toBe(404);
    const noId = await api.call(as.staff, "GET", "/api/GL_OnOpen");
    expect(noId.statusCode).toBe(400);
    expect(fieldsOf(noId.json())).toEqual(["productId"]);
    expect((await api.call(as.staff, "POST", "/api/GL_OnSave", validProduct)).statusCode).toBe(400);
  });

  it("archives a product: it stops listing and opening, and the archive is audited", async () => {
    const product = await create();
    const kept = await create({ ...validProduct, name: "Umbrella Select", productType: "Umbrella" });

    const archived = await api.call(as.staff, "DELETE", `/api/gl-products/${product.id}`);
    expect(archived.statusCode).toBe(200);
    expect(archived.json()).toMatchObject({ success: true, message: `GL product ${validProduct.name} archived.` });

    expect((await api.call(as.staff, "GET", `/api/gl-products/${product.id}`)).statusCode).toBe(404);
    expect((await api.call(as.staff, "GET", `/api/GL_OnOpen?productId=${product.id}`)).statusCode).toBe(404);
    expect((await api.call(as.staff, "PATCH", `/api/gl-products/${product.id}`, { premium: 1 })).statusCode).toBe(404);
    expect((await api.call(as.staff, "DELETE", `/api/gl-products/${product.id}`)).statusCode).toBe(404);
    const listed = (await api.call(as.staff, "GET", "/api/gl-products")).json().data;
    expect(listed.items.map((item: GlProduct) => item.id)).toEqual([kept.id]);
    expect(listed.totalItems).toBe(1);

    const trail = await trailOf(product.id);
    expect(trail.at(-1)).toMatchObject({ action: "glProduct.archive", actor: as.staff.id, before: { id: product.id } });
    // An archived product's name is free again.
    expect((await api.call(as.staff, "POST", "/api/gl-products", validProduct)).statusCode).toBe(201);
  });

  it("lets agents read but not write, members nothing, and anonymous callers sign in first", async () => {
    const product = await create();
    expect((await api.call(as.agent, "GET", "/api/gl-products")).json().data.totalItems).toBe(1);
    expect((await api.call(as.agent, "GET", `/api/gl-products/${product.id}`)).statusCode).toBe(200);
    expect((await api.call(as.agent, "GET", "/api/GL_FormSelector")).statusCode).toBe(200);

    const writes: [Method, string, object?][] = [
      ["POST", "/api/gl-products", { ...validProduct, name: "Agent's own" }],
      ["PUT", `/api/gl-products/${product.id}`, validProduct],
      ["PATCH", `/api/gl-products/${product.id}`, { premium: 1 }],
      ["DELETE", `/api/gl-products/${product.id}`],
      ["POST", "/api/GL_OnNew", { ...validProduct, name: "Agent's own" }],
      ["POST", `/api/GL_OnSave?productId=${product.id}`, validProduct],
      ["POST", `/api/GL_OnEdit?productId=${product.id}`, { premium: 1 }],
      ["POST", "/api/GL_OnFieldExit", { fieldName: "name", fieldValue: "x" }],
    ];
    for (const [method, url, payload] of writes) {
      expect((await api.call(as.agent, method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
      expect((await api.call(as.member, method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
      expect((await api.call("anonymous", method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
    }
    for (const url of ["/api/gl-products", `/api/GL_OnOpen?productId=${product.id}`, "/api/GL_FormSelector"]) {
      expect((await api.call(as.member, "GET", url)).statusCode).toBe(403);
      expect((await api.call("anonymous", "GET", url)).statusCode).toBe(401);
    }
    const unchanged = (await api.call(as.staff, "GET", `/api/gl-products/${product.id}`)).json().data;
    expect(unchanged).toEqual(product);
    expect((await api.call(as.staff, "GET", "/api/gl-products")).json().data.totalItems).toBe(1);
  });

  it("lists with search, filters, sorting and page sizes from SPEC §9, with totals", async () => {
    for (let index = 0; index < 12; index++) {
      await create({
        ...validProduct,
        name: `Contractor Plan ${String(index).padStart(2, "0")}`,
        premium: 1_000 + index * 100,
        status: index % 2 === 0 ? "active" : "inactive",
      });
    }
    const bar = await create({
      ...validProduct,
      name: "Harbor Bar Liquor",
      description: "Bars with 100% food_sales exception",
      productType: "Liquor Liability",
      premium: 9_000,
    });
    const list = async (query = "") => {
      const response = await api.call(as.staff, "GET", `/api/gl-products?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data;
    };

    const first = await list();
    expect(first).toMatchObject({ page: 1, pageSize: 10, totalItems: 13, totalPages: 2 });
    expect(first.items[0].name).toBe("Contractor Plan 00");
    expect((await list("page=2")).items).toHaveLength(3);
    expect(await list("pageSize=25")).toMatchObject({ pageSize: 25, totalPages: 1 });
    expect((await list("pageSize=25")).items).toHaveLength(13);

    const contractors = await list(
      "productType=Contractors%20Liability&status=active&sortBy=premium&sortDirection=desc",
    );
    expect(contractors.totalItems).toBe(6);
    expect(contractors.items.map((item: GlProduct) => item.premium)).toEqual([
      2_000, 1_800, 1_600, 1_400, 1_200, 1_000,
    ]);

    expect((await list("searchTerm=harbor")).items.map((item: GlProduct) => item.id)).toEqual([bar.id]);
    expect((await list("searchTerm=100%25%20food_")).items.map((item: GlProduct) => item.id)).toEqual([bar.id]);
    expect((await list("searchTerm=%25")).totalItems).toBe(1); // % is literal: only the description holding one
    expect((await list("searchTerm=plan%200_")).totalItems).toBe(0); // _ is literal too
    expect((await list("sortBy=name&sortDirection=desc")).items[0].id).toBe(bar.id);

    for (const bad of ["pageSize=20", "pageSize=1000", "page=0", "status=archived", "sortBy=description"]) {
      const response = await api.call(as.staff, "GET", `/api/gl-products?${bad}`);
      expect(response.statusCode, bad).toBe(400);
    }
  });

  it("checks one field on exit with the save's own rules, including the name's uniqueness", async () => {
    const product = await create();
    const check = async (payload: object, url = "/api/gl-products/validate") => {
      const response = await api.call(as.staff, "POST", url, payload);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };

    // A value that may not be saved is an answer, not a refusal: the message to show under the field comes with it.
    expect(await check({ fieldName: "name", fieldValue: "" })).toEqual({
      success: true,
      data: { valid: false, message: "Enter the product name." },
      message: "Enter the product name.",
      errors: [{ field: "name", message: "Enter the product name." }],
    });
    expect(await check({ fieldName: "name", fieldValue: "Brand New Plan" })).toEqual({
      success: true,
      data: { valid: true, message: null },
      message: "Looks good.",
      errors: [],
    });
    expect(
      (await check({ fieldName: "name", fieldValue: validProduct.name.toLowerCase() }, "/api/GL_OnFieldExit")).errors,
    ).toEqual([{ field: "name", message: "A GL product with this name already exists." }]);
    // The product being edited may keep its own name.
    expect(
      (await check({ fieldName: "name", fieldValue: validProduct.name, productId: product.id }, "/api/GL_OnFieldExit"))
        .data.valid,
    ).toBe(true);
    expect((await check({ fieldName: "premium", fieldValue: 10.5 })).errors).toEqual([
      { field: "premium", message: "Use whole dollars." },
    ]);
    expect((await check({ fieldName: "coverage", fieldValue: ["Each Occurrence", ""] })).errors).toEqual([
      { field: "coverage.1", message: "Enter the coverage." },
    ]);
    expect((await check({ fieldName: "forms", fieldValue: ["CG 00 01 04 13"] })).data.valid).toBe(true);
    expect((await check({ fieldName: "effectiveDate", fieldValue: "01/01/2026" })).data.valid).toBe(false);

    const unknown = await api.call(as.staff, "POST", "/api/gl-products/validate", {
      fieldName: "colour",
      fieldValue: "red",
    });
    expect(unknown.statusCode).toBe(400);
    expect(fieldsOf(unknown.json())).toEqual(["fieldName"]);
  });

  it("words each refused call with its SPEC §8 message, the fields' own messages beside it", async () => {
    const product = await create();
    const refusals: [Method, string, object | undefined, string][] = [
      ["GET", "/api/gl-products?pageSize=20", undefined, "Failed to fetch GL products"],
      ["GET", "/api/GL_OnOpen", undefined, "Failed to fetch GL product"],
      ["POST", "/api/gl-products", { ...validProduct, name: "" }, "Failed to create GL product"],
      ["POST", "/api/GL_OnNew", { ...validProduct, name: validProduct.name }, "Failed to create GL product"],
      ["PUT", `/api/gl-products/${product.id}`, { ...validProduct, premium: 0 }, "Failed to update GL product"],
      [
        "POST",
        `/api/GL_OnSave?productId=${product.id}`,
        { ...validProduct, coverage: [] },
        "Failed to update GL product",
      ],
      ["PATCH", `/api/gl-products/${product.id}`, { expirationDate: "2020-01-01" }, "Failed to edit GL product"],
      ["POST", `/api/GL_OnEdit?productId=${product.id}`, { premium: 1.5 }, "Failed to edit GL product"],
      ["POST", "/api/GL_OnFieldExit", { fieldName: "colour", fieldValue: "red" }, "Field validation failed"],
    ];
    for (const [method, url, payload, message] of refusals) {
      const response = await api.call(as.staff, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(400);
      expect(response.json(), `${method} ${url}`).toMatchObject({ success: false, data: null, message });
      expect(response.json().errors.length, `${method} ${url}`).toBeGreaterThan(0);
    }
    // The taken name (a rule of the service, not of the schema) keeps its own message beside the field.
    const taken = await api.call(as.staff, "POST", "/api/GL_OnNew", validProduct);
    expect(taken.json().errors).toEqual([{ field: "name", message: "A GL product with this name already exists." }]);

    // Other failures keep their own messages: not found, not JSON, not allowed.
    const missing = await api.call(as.staff, "PATCH", "/api/gl-products/nope", { premium: 5 });
    expect(missing.json().message).toBe("The requested GL product could not be found.");
    const notJson = await api.call(as.staff, "POST", "/api/gl-products", "{", {
      headers: { "content-type": "application/json" },
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().message).toBe("The request body is not valid JSON.");
  });

  it("keeps names unique even when two creations race past the check", async () => {
    const answers = await Promise.all([
      api.call(as.staff, "POST", "/api/gl-products", validProduct),
      api.call(as.staff, "POST", "/api/gl-products", { ...validProduct, name: validProduct.name.toUpperCase() }),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses[0]).toBe(201);
    expect([400, 409]).toContain(statuses[1]); // 400 from the check, 409 from the database's unique index
    await expect(
      api.db
        .insert(glProducts)
        .values({ ...validProduct, id: "direct", status: "active", name: "main street CONTRACTORS gl" }),
    ).rejects.toThrow();
  });

  it("offers the form's option lists and documents every path in OpenAPI", async () => {
    const options = (await api.call(as.staff, "GET", "/api/GL_FormSelector")).json().data;
    expect(options.pageSizes).toEqual([10, 25, 50, 100]);
    expect(options.defaultPageSize).toBe(10);
    expect(options.statuses).toEqual(["active", "inactive", "draft"]);
    expect(options.productTypes).toContain("Contractors Liability");
    expect(options.sortFields).toEqual(["name", "productType", "status", "effectiveDate", "premium", "updatedAt"]);
    expect(options.forms).toContainEqual({
      number: "CG 00 01 04 13",
      title: "Commercial General Liability Coverage Form (Occurrence)",
    });
    expect(options.coverage).toContain("Each Occurrence $1,000,000");

    const document = (await api.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    const paths = document.paths as Record<string, Record<string, { tags?: string[] }>>;
    for (const path of [
      "/api/gl-products",
      "/api/gl-products/{id}",
      "/api/gl-products/validate",
      "/api/GL_FormSelector",
      "/api/GL_OnOpen",
      "/api/GL_OnNew",
      "/api/GL_OnSave",
      "/api/GL_OnEdit",
      "/api/GL_OnFieldExit",
    ]) {
      expect(Object.keys(paths), path).toContain(path);
      for (const operation of Object.values(paths[path]!)) expect(operation.tags).toEqual(["gl-products"]);
    }
    expect(Object.keys(paths["/api/gl-products/{id}"]!).sort()).toEqual(["delete", "get", "patch", "put"]);
  });
});
