import { z } from "zod";

/** One page of a list, as every paged API answers it. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number(),
    pageSize: z.number(),
    totalItems: z.number(),
    totalPages: z.number(),
  });
}

export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  totalItems: number;
  totalPages: number;
}

/** The page of `items` out of `totalItems`, at `page` of `pageSize`. */
export function toPage<T>(
  items: T[],
  { page, pageSize }: { page: number; pageSize: number },
  totalItems: number,
): Page<T> {
  return { items, page, pageSize, totalItems, totalPages: Math.ceil(totalItems / pageSize) };
}
