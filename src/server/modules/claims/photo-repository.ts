import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { claimPhotos, claims } from "../../db/schema";

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

    /** A photo, with the adjuster of the claim it belongs to (null: none, or no claim yet). */
    async find(id: string) {
      const [found] = await db
        .select({ photo: claimPhotos, adjusterId: claims.adjusterId })
        .from(claimPhotos)
        .leftJoin(claims, eq(claims.id, claimPhotos.claimId))
        .where(eq(claimPhotos.id, id));
      return found ? { ...found.photo, adjusterId: found.adjusterId } : null;
    },
  };
}

export type ClaimPhotoRepository = ReturnType<typeof createClaimPhotoRepository>;
