import type { FieldError } from "../../../shared/api";
import type { Language } from "../../../shared/constants";
import {
  glProductFieldSchema,
  type GlFieldCheck,
  type GlProduct,
  type GlProductChange,
  type NewGlProduct,
} from "../../../shared/gl-product";
import { renderMessage } from "../../../shared/messages/render";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { invalidField, notFound } from "../../http-errors";
import { checkFailureText } from "../../validation/check-failure-text";
import { auditedWrite } from "../audit/audited-write";
import type { GlProductRepository } from "./repository";

/**
 * What every GL product route does, once: the resource paths
 * (/api/gl-products) and SPEC §7's GL_* paths both call these. Each change
 * is audited in the transaction that makes it.
 */
export function createGlProductService({ db, repository }: { db: Db; repository: GlProductRepository }) {
  async function findOrNotFound(id: string): Promise<GlProduct> {
    const found = await repository.find(id);
    if (!found) throw notFound("glProduct.notFound");
    return found;
  }

  async function refuseTakenName(name: string | undefined, exceptId?: string): Promise<void> {
    if (name !== undefined && (await repository.nameTaken(name, exceptId)))
      throw invalidField("name", "glProduct.nameTaken");
  }

  /** Runs a change and its audit row in one transaction; answers the product as it is afterwards. */
  async function audited(
    actor: Actor,
    action: string,
    before: GlProduct | null,
    apply: (tx: Db) => Promise<string>,
  ): Promise<GlProduct> {
    // An archived product no longer opens: its audit row's `after` is null and the answer is `before`.
    const after = await auditedWrite(db, {
      actor: actor.userId,
      action,
      entityType: "glProduct",
      requestId: actor.requestId,
      before,
      apply,
      read: (id, tx) => repository.find(id, tx),
    });
    return after!;
  }

  return {
    findOrNotFound,

    list: repository.list,

    async create(input: NewGlProduct, actor: Actor): Promise<GlProduct> {
      await refuseTakenName(input.name);
      return audited(actor, "glProduct.create", null, (tx) => repository.create(input, tx));
    },

    async replace(id: string, input: NewGlProduct, actor: Actor): Promise<GlProduct> {
      const before = await findOrNotFound(id);
      await refuseTakenName(input.name, id);
      return audited(actor, "glProduct.update", before, async (tx) => {
        await repository.replace(id, input, tx);
        return id;
      });
    },

    async edit(id: string, change: GlProductChange, actor: Actor): Promise<GlProduct> {
      const before = await findOrNotFound(id);
      const effective = change.effectiveDate ?? before.effectiveDate;
      const expiration = change.expirationDate === undefined ? before.expirationDate : change.expirationDate;
      if (expiration && expiration <= effective)
        throw invalidField("expirationDate", "check.date.expirationAfterEffective");
      await refuseTakenName(change.name, id);
      return audited(actor, "glProduct.update", before, async (tx) => {
        await repository.update(id, change, tx);
        return id;
      });
    },

    async archive(id: string, actor: Actor): Promise<GlProduct> {
      const before = await findOrNotFound(id);
      await audited(actor, "glProduct.archive", before, async (tx) => {
        await repository.archive(id, tx);
        return id;
      });
      return before;
    },

    /**
     * Field exit: the save's own rule for one field, and for a name its
     * uniqueness; the messages in the language of whoever is typing.
     */
    async checkField({ fieldName, fieldValue, productId }: GlFieldCheck, language: Language): Promise<FieldError[]> {
      const result = glProductFieldSchema(fieldName).safeParse(fieldValue, { reportInput: true });
      if (!result.success) {
        return result.error.issues.map((failure) => ({
          field: [fieldName, ...failure.path.map(String)].join("."),
          message: checkFailureText(failure, language),
        }));
      }
      if (fieldName === "name" && (await repository.nameTaken(result.data as string, productId))) {
        return [{ field: "name", message: renderMessage("glProduct.nameTaken", language) }];
      }
      return [];
    },
  };
}

export type GlProductService = ReturnType<typeof createGlProductService>;
