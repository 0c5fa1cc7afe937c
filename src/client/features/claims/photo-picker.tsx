import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { claimPhotoLimits, type ClaimPhoto } from "../../../shared/claim";
import { Button } from "../../components/ui/button";
import { FileInput } from "../../components/ui/file-input";
import { FormField } from "../../components/ui/form-field";
import { uploadClaimPhoto } from "./api/upload-claim-photo";

interface Upload {
  id: number;
  name: string;
  progress: number;
}

const sizeLimit = `${claimPhotoLimits.bytes / 1024 / 1024} MB`;

/**
 * Optional photos of the damage: each uploads as soon as it is chosen, with
 * its own progress bar; what is uploaded is kept in the draft.
 */
export function PhotoPicker({
  ns,
  photos,
  onChange,
}: {
  ns: string;
  photos: ClaimPhoto[];
  onChange: (update: (photos: ClaimPhoto[]) => ClaimPhoto[]) => void;
}) {
  const { t } = useTranslation(ns);
  const inputRef = useRef<HTMLInputElement>(null);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const nextId = useRef(0);

  async function upload(file: File) {
    const id = nextId.current++;
    setUploads((current) => [...current, { id, name: file.name, progress: 0 }]);
    try {
      const photo = await uploadClaimPhoto(file, (progress) =>
        setUploads((current) => current.map((item) => (item.id === id ? { ...item, progress } : item))),
      );
      onChange((current) => [...current, photo]);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      setProblems((current) => [...current, t("photos.failed", { name: file.name, reason })]);
    } finally {
      setUploads((current) => current.filter((item) => item.id !== id));
    }
  }

  function choose(files: FileList | null) {
    const chosen = [...(files ?? [])];
    const room = claimPhotoLimits.count - photos.length - uploads.length;
    const found: string[] = [];
    if (chosen.length > room) found.push(t("photos.tooMany", { count: claimPhotoLimits.count }));
    const accepted = chosen.slice(0, Math.max(0, room)).filter((file) => {
      if (file.size <= claimPhotoLimits.bytes) return true;
      found.push(t("photos.tooBig", { name: file.name, size: sizeLimit }));
      return false;
    });
    setProblems(found);
    accepted.forEach((file) => void upload(file));
    if (inputRef.current) inputRef.current.value = "";
  }

  const full = photos.length + uploads.length >= claimPhotoLimits.count;
  return (
    <div className="space-y-3">
      <FormField label={t("photos.label")} hint={t("photos.hint", { count: claimPhotoLimits.count, size: sizeLimit })}>
        {(control) => (
          <FileInput
            ref={inputRef}
            {...control}
            accept={claimPhotoLimits.mediaTypes.join(",")}
            multiple
            disabled={full}
            onChange={(event) => choose(event.target.files)}
          />
        )}
      </FormField>
      {uploads.map((item) => (
        <div key={item.id} className="space-y-1">
          <p className="text-sm">{t("photos.uploading", { name: item.name })}</p>
          <progress
            className="h-2 w-full accent-primary"
            max={1}
            value={item.progress}
            aria-label={t("photos.uploading", { name: item.name })}
          />
        </div>
      ))}
      {photos.length > 0 && (
        <>
          <p className="text-sm font-medium" role="status">
            {t("photos.count", { count: photos.length, max: claimPhotoLimits.count })}
          </p>
          <ul className="space-y-2">
            {photos.map((photo) => (
              <li
                key={photo.photoId}
                className="flex items-center justify-between gap-3 rounded-md border border-border px-3 py-1"
              >
                <span className="truncate">{photo.name}</span>
                <Button
                  type="button"
                  variant="ghost"
                  aria-label={t("photos.remove", { name: photo.name })}
                  onClick={() => onChange((current) => current.filter((item) => item.photoId !== photo.photoId))}
                >
                  {t("photos.removeShort")}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
      {problems.map((problem) => (
        <p key={problem} role="alert" className="text-sm font-medium text-alert">
          {problem}
        </p>
      ))}
    </div>
  );
}
