import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { claimPhotos } from "../../db/schema";

export interface NewClaimPhoto {
  id: string;
  name: string;
  contentType: string;
  size: number;
  contentHash: string;
  storageKey: string;
}

/** All SQL for photos of the damage, before and after a claim takes them. */
export function createClaimPhotoRepository(db: Db) {
  return {
    async insert(photo: NewClaimPhoto): Promise<void> {
      await db.insert(claimPhotos).values(photo);
    },

    async find(id: string) {
      const [photo] = await db.select().from(claimPhotos).where(eq(claimPhotos.id, id));
      return photo ?? null;
    },
  };
}

export type ClaimPhotoRepository = ReturnType<typeof createClaimPhotoRepository>;
