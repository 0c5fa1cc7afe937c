import { Map as MapIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "../../../components/ui/button";
import { company } from "../../../lib/company";
import { TampaBayMap } from "./tampa-bay-map";

export interface OfficeMapTexts {
  /** What screen readers hear for the drawing. */
  drawingLabel: string;
  bayName: string;
  show: string;
  /** Why the map waits: it comes from another site. */
  note: string;
  /** The frame's title. */
  frameTitle: string;
}

/**
 * SPEC §2's embedded map, loaded only when the visitor asks: until then the
 * page loads nothing from other sites (privacy, the CSP, Lighthouse) and the
 * drawing holds its place, at the same size. Pressing Show map puts focus in
 * the frame; Tab goes on through the map and out of it.
 */
export function OfficeMap({ texts }: { texts: OfficeMapTexts }) {
  const [shown, setShown] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (shown) frame.current?.focus();
  }, [shown]);

  if (shown) {
    return (
      <iframe
        ref={frame}
        src={company.urls.mapEmbed}
        title={texts.frameTitle}
        className="aspect-[4/3] w-full rounded-lg border border-border bg-surface"
        // The map's own links open in a new tab; it may not navigate this page.
        sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
        referrerPolicy="strict-origin-when-cross-origin"
        // Focus on the frame element alone would let Tab skip the map: once it has loaded, the map itself takes it.
        onLoad={(event) => {
          if (document.activeElement === event.currentTarget) event.currentTarget.contentWindow?.focus();
        }}
      />
    );
  }
  return (
    <div className="space-y-3">
      <TampaBayMap label={texts.drawingLabel} bayName={texts.bayName} />
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <Button variant="outline" onClick={() => setShown(true)}>
          <MapIcon aria-hidden="true" />
          {texts.show}
        </Button>
        <p className="max-w-[50ch] text-sm text-muted-foreground">{texts.note}</p>
      </div>
    </div>
  );
}
