import { useId } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { z } from "zod";
import { FileField } from "../../components/form/file-field";
import { Form } from "../../components/form/form";
import { formSchema } from "../../components/form/form-schema";
import { SubmitButton } from "../../components/form/submit-button";
import { useZodForm } from "../../components/form/use-zod-form";
import { ApiError } from "../../lib/api/api-client";
import { staffNs } from "../../lib/staff-texts";
import { useLoadRateVersion } from "./api/load-rate-version";

/** A refusal worth more than its one message: each problem the server named, at most ten. */
function problemsOf(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [];
  return error.fieldErrors.slice(0, 10).map(({ field, message }) => (field ? `${field}: ${message}` : message));
}

/** The file picked; its content is the server's to judge (the rate table's own checks run there). */
const loadFormSchema = formSchema(
  ({ file }: { file: FileList | null }) => ({ file: file?.[0] }),
  z.object({ file: z.custom<File>((file) => typeof File !== "undefined" && file instanceof File) }),
);

class NotJson extends Error {}

/**
 * Loads a new rate version from its JSON file: the server checks the whole
 * table and refuses it with its problems (422), a name already loaded (409),
 * or a table of the wrong shape (400, with each field); all of it shows under
 * the file, which stays picked.
 */
export function LoadRateVersionForm() {
  const { t } = useTranslation(staffNs);
  const titleId = useId();
  const load = useLoadRateVersion();
  const form = useZodForm(loadFormSchema, { file: null });
  const problem = form.formState.errors.file;
  const details = problem?.type === "server" ? (problem.types?.details as string | undefined) : undefined;

  async function send({ file }: { file: File }) {
    let table: unknown;
    try {
      table = JSON.parse(await file.text());
    } catch {
      throw new NotJson();
    }
    const loaded = await load.mutateAsync(table);
    toast.success(t("rateVersions.loaded", { version: loaded.version }));
    form.reset({ file: null });
  }

  return (
    <Form
      form={form}
      onSubmit={send}
      // Whatever the server refuses is said under the file.
      fieldOf={() => null}
      errorText={() => t("rateVersions.chooseFile")}
      onFailure={(error) => {
        const message =
          error instanceof NotJson
            ? t("rateVersions.notJson")
            : error instanceof Error
              ? error.message
              : t("rateVersions.sendFailed");
        const listed = problemsOf(error).join("\n");
        form.setError(
          "file",
          { type: "server", message, types: listed ? { details: listed } : undefined },
          { shouldFocus: true },
        );
      }}
      className="space-y-4 border-t border-border pt-4"
      aria-labelledby={titleId}
    >
      <h3 id={titleId} className="text-lg font-semibold">
        {t("rateVersions.loadTitle")}
      </h3>
      <p className="text-muted-foreground">{t("rateVersions.loadLead")}</p>
      <FileField
        name="file"
        label={t("rateVersions.file")}
        accept="application/json,.json"
        required
        details={
          details && (
            <ul className="list-disc pl-5 font-normal break-words">
              {details.split("\n").map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )
        }
      />
      <SubmitButton pending={t("rateVersions.sending")}>{t("rateVersions.load")}</SubmitButton>
    </Form>
  );
}
