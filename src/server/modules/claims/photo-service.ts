import { createHash, randomUUID } from "node:crypto";
import { claimPhotoLimits, type ClaimPhoto } from "../../../shared/claim";
import { HttpError, invalidField, notFound } from "../../http-errors";
import type { FileStorage } from "../../storage/file-storage";
import { detectFileKind, safeDisplayName } from "../documents/detect-file-kind";
import type { Actor } from "../../auth/actor";
import { adjusterScope } from "./claim-scope";
import type { ClaimPhotoRepository } from "./photo-repository";

const notAPhoto = "photo.notAPhoto" as const;

/** Photos of the damage: what counts as one, where its bytes go, and reading one back. */
export function createClaimPhotoService({
  storage,
  repository,
}: {
  storage: FileStorage;
  repository: ClaimPhotoRepository;
}) {
  return {
    /** Checks an uploaded file is a photo by its content, stores its bytes, then its row; answers its receipt. */
    async store(file: { name: string; content: Buffer } | null): Promise<ClaimPhoto> {
      if (!file) throw invalidField("file", "photo.choose");
      if (file.content.length === 0) throw invalidField("file", "photo.empty");
      const detection = await detectFileKind(file.content, file.name);
      if (!detection.ok || !(claimPhotoLimits.mediaTypes as readonly string[]).includes(detection.kind.mediaType)) {
        throw new HttpError(415, notAPhoto, [{ field: "file", message: notAPhoto }]);
      }
      const id = randomUUID();
      const storageKey = `claim-photos/${id}`;
      const name = safeDisplayName(file.name, detection.kind.extension);
      await storage.put(storageKey, file.content);
      try {
        await repository.insert({
          id,
          name,
          contentType: detection.kind.mediaType,
          size: file.content.length,
          contentHash: createHash("sha256").update(file.content).digest("hex"),
          storageKey,
        });
      } catch (error) {
        await storage.delete(storageKey);
        throw error;
      }
      return { photoId: id, name, size: file.content.length };
    },

    /** A photo's name, media type and bytes: for claims managers, or the adjuster of the photo's claim. */
    async findOrNotFound(id: string, actor: Actor) {
      const found = await repository.find(id);
      const only = adjusterScope(actor);
      const photo = found && (only === null || found.adjusterId === only) ? found : null;
      const content = photo ? await storage.get(photo.storageKey) : null;
      if (!photo || !content) throw notFound("photo.notFound");
      return { name: photo.name, contentType: photo.contentType, content };
    },
  };
}

export type ClaimPhotoService = ReturnType<typeof createClaimPhotoService>;
