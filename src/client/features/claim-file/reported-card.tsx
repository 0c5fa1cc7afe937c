import { useTranslation } from "react-i18next";
import type { ClaimFile } from "../../../shared/claim-file";
import { Facts, RecordCard } from "../../components/lists/facts";
import { formatFileSize } from "../../lib/format-file-size";
import { claimPhotoUrl } from "./api/claim-file";
import { claimFileNs } from "./claim-file-texts";

/** What the wizard collected, as the claimant reported it, with the photos they sent. */
export function ReportedCard({ file }: { file: ClaimFile }) {
  const { t, i18n } = useTranslation(claimFileNs);
  const { reported } = file;
  const { address, exposures } = reported;
  const damaged = (["dwelling", "otherStructures", "personalProperty", "livingExpenses"] as const)
    .filter((exposure) => exposures[exposure].toLowerCase() === "yes")
    .map((exposure) => t(`reported.exposures.${exposure}`));
  return (
    <RecordCard title={t("reported.title")}>
      <Facts
        items={[
          [t("reported.member"), reported.memberName],
          [
            t("reported.reportedBy"),
            `${reported.notifier.name} <${reported.notifier.email}> (${reported.notifier.relationship})`,
          ],
          [
            t("reported.address"),
            `${[address.address1, address.address2].filter(Boolean).join(", ")}, ${address.city}, ${address.state} ${address.zip}`,
          ],
          [t("reported.habitable"), reported.isHomeHabitable],
          [t("reported.damaged"), damaged.join(", ") || "—"],
          [t("reported.whatHappened"), <span className="whitespace-pre-line">{reported.lossDetails}</span>],
        ]}
      />
      <h3 className="text-lg font-semibold">{t("reported.photos")}</h3>
      {reported.photos.length === 0 ? (
        <p>{t("reported.noPhotos")}</p>
      ) : (
        <ul className="list-disc space-y-1 pl-6">
          {reported.photos.map((photo) => (
            <li key={photo.id}>
              <a href={claimPhotoUrl(photo.id)} className="text-primary underline underline-offset-2">
                {photo.name}
              </a>{" "}
              ({formatFileSize(photo.size, i18n.language)})
            </li>
          ))}
        </ul>
      )}
    </RecordCard>
  );
}
