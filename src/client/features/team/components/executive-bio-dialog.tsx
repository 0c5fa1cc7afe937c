import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "../../../components/ui/dialog";

interface Props {
  name: string;
  jobTitle: string;
  bio: string;
}

/**
 * The "Read More" button and the dialog with the full bio. Radix keeps focus
 * inside while it is open and gives it back to the button on close.
 */
export function ExecutiveBioDialog({ name, jobTitle, bio }: Props) {
  // Texts of the team page's namespace, registered by routes/public/team.tsx.
  const { t } = useTranslation("team");
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" aria-label={t("executives.readMoreLabel", { name })}>
          {t("executives.readMore")}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t("executives.close")}>
        <div className="space-y-3">
          <DialogTitle>{name}</DialogTitle>
          <p className="font-medium text-primary">{jobTitle}</p>
          <DialogDescription className="text-base leading-relaxed text-foreground">{bio}</DialogDescription>
        </div>
      </DialogContent>
    </Dialog>
  );
}
