import { randomUUID } from "node:crypto";
import { and, asc, count, desc, eq, ilike, isNull, ne, or, sql } from "drizzle-orm";
import type { GlProduct, GlProductChange, GlProductList, NewGlProduct } from "../../../shared/gl-product";
import { toPage, type Page } from "../../../shared/page";
import type { Db } from "../../db/client";
import { containing } from "../../db/text-search";
import { glProducts, type GlProductRow } from "../../db/schema";

function toGlProduct(row: GlProductRow): GlProduct {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    productType: row.productType as GlProduct["productType"],
    status: row.status as GlProduct["status"],
    effectiveDate: row.effectiveDate,
    expirationDate: row.expirationDate,
    premium: row.premium,
    coverage: row.coverage,
    forms: row.forms,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const sortColumns = {
  name: glProducts.name,
  productType: glProducts.productType,
  status: glProducts.status,
  effectiveDate: glProducts.effectiveDate,
  premium: glProducts.premium,
  updatedAt: glProducts.updatedAt,
} as const;

// Archived products are kept for the history of policies written on them, but never shown.
const notArchived = isNull(glProducts.archivedAt);

/** The stored columns of a whole product: optional fields left out are cleared. */
const columnsOf = (product: NewGlProduct) => ({
  name: product.name,
  description: product.description || null,
  productType: product.productType,
  status: product.status,
  effectiveDate: product.effectiveDate,
  expirationDate: product.expirationDate ?? null,
  premium: product.premium,
  coverage: product.coverage,
  forms: product.forms,
});

/** All SQL for GL products. Writes take the transaction they belong to, so the audit row commits with them. */
export function createGlProductRepository(db: Db) {
  return {
    /** A product that is not archived, or null. */
    async find(id: string, executor: Db = db): Promise<GlProduct | null> {
      const [row] = await executor
        .select()
        .from(glProducts)
        .where(and(eq(glProducts.id, id), notArchived));
      return row ? toGlProduct(row) : null;
    },

    async create(product: NewGlProduct, executor: Db = db): Promise<string> {
      const id = randomUUID();
      await executor.insert(glProducts).values({ id, ...columnsOf(product) });
      return id;
    },

    async replace(id: string, product: NewGlProduct, executor: Db = db): Promise<void> {
      await executor
        .update(glProducts)
        .set({ ...columnsOf(product), updatedAt: new Date() })
        .where(and(eq(glProducts.id, id), notArchived));
    },

    async update(id: string, change: GlProductChange, executor: Db = db): Promise<void> {
      const description = change.description === undefined ? {} : { description: change.description || null };
      await executor
        .update(glProducts)
        .set({ ...change, ...description, updatedAt: new Date() })
        .where(and(eq(glProducts.id, id), notArchived));
    },

    async archive(id: string, executor: Db = db): Promise<void> {
      const now = new Date();
      await executor
        .update(glProducts)
        .set({ archivedAt: now, updatedAt: now })
        .where(and(eq(glProducts.id, id), notArchived));
    },

    /** Whether a product not archived already has this name (any case), other than `exceptId`. */
    async nameTaken(name: string, exceptId?: string | null, executor: Db = db): Promise<boolean> {
      const rows = await executor
        .select({ id: glProducts.id })
        .from(glProducts)
        .where(
          and(
            notArchived,
            sql`lower(${glProducts.name}) = lower(${name.trim()})`,
            exceptId ? ne(glProducts.id, exceptId) : undefined,
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    async list(query: GlProductList): Promise<Page<GlProduct>> {
      const text = query.searchTerm ? containing(query.searchTerm) : null;
      const where = and(
        notArchived,
        text ? or(ilike(glProducts.name, text), ilike(glProducts.description, text)) : undefined,
        query.productType ? eq(glProducts.productType, query.productType) : undefined,
        query.status ? eq(glProducts.status, query.status) : undefined,
      );
      const direction = query.sortDirection === "desc" ? desc : asc;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(glProducts)
          .where(where)
          .orderBy(direction(sortColumns[query.sortBy]), direction(glProducts.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ value: count() }).from(glProducts).where(where),
      ]);
      return toPage(rows.map(toGlProduct), query, total?.value ?? 0);
    },
  };
}

export type GlProductRepository = ReturnType<typeof createGlProductRepository>;
