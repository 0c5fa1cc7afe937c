import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../shared/format";
import { windMitigationQuestions, type Home } from "../../../shared/rating";
import { Facts } from "../lists/facts";
import { usePageLanguage } from "../../hooks/use-page-language";
import { homeRatingNs } from "./rating-texts";

/**
 * What a home is rated on, in words: its inputs and coverages, then the
 * inspection's seven answers. `headingLevel` fits the answers' heading into
 * the page around it.
 */
export function HomeFacts({ home, headingLevel = 3 }: { home: Home; headingLevel?: 3 | 4 }) {
  const { t } = useTranslation(homeRatingNs);
  const language = usePageLanguage();
  const money = (dollars: number) => formatMoney(dollars, language);
  const share = (percent: number) =>
    t("facts.amountOfA", { amount: money(Math.round((home.coverageA * percent) / 100)), percent });
  const wind = home.windMitigation;
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <div className="space-y-6" data-testid="home-facts">
      <Facts
        items={[
          [t("facts.coverageA"), money(home.coverageA)],
          [t("facts.otherStructures"), share(home.otherStructuresPercent)],
          [t("facts.personalProperty"), share(home.personalPropertyPercent)],
          [t("facts.lossOfUse"), share(home.lossOfUsePercent)],
          [t("facts.yearBuilt"), String(home.yearBuilt)],
          [t("facts.construction"), t(`options.construction.${home.construction}`)],
          [t("facts.roofYear"), String(home.roofYear)],
          [t("facts.zipCode"), home.zipCode],
          [t("facts.protectionClass"), t("options.protectionClass", { protectionClass: home.protectionClass })],
          [t("facts.aopDeductible"), money(home.aopDeductible)],
          [t("facts.hurricaneDeductible"), t(`options.hurricaneDeductible.${home.hurricaneDeductible}`)],
        ]}
      />
      <div className="space-y-2">
        <Heading className="font-semibold">{t("wind.legend")}</Heading>
        {wind ? (
          <Facts
            items={windMitigationQuestions.map((question) => [
              t(`wind.questions.${question}`),
              t(`wind.answers.${question}.${wind[question]}`),
            ])}
          />
        ) : (
          <p>{t("wind.notInspected")}</p>
        )}
      </div>
    </div>
  );
}
