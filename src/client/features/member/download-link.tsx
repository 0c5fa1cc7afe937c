import { Download } from "lucide-react";
import type { MouseEvent, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "../../components/ui/button";
import { downloadFile } from "../../lib/download-file";
import { memberNs } from "./member-texts";

/**
 * A real link to a file the server sends as an attachment. With the app
 * running, the file is fetched instead, so a failure is said in a toast
 * rather than saved as a file of its own.
 */
export function DownloadLink({
  href,
  fileName,
  label,
  children,
  variant = "outline",
}: {
  href: string;
  fileName: string;
  label?: string;
  children: ReactNode;
  variant?: "outline" | "primary";
}) {
  const { t } = useTranslation(memberNs);
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    downloadFile(href, {}, fileName).catch((error: unknown) =>
      toast.error(t("documents.downloadFailed"), { description: error instanceof Error ? error.message : undefined }),
    );
  }
  return (
    <Button asChild variant={variant}>
      <a href={href} download={fileName} aria-label={label} onClick={handleClick}>
        <Download aria-hidden="true" />
        {children}
      </a>
    </Button>
  );
}
