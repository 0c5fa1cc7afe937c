import { ChevronLeft, ChevronRight } from "lucide-react";
import { useId } from "react";
import { cn } from "../../lib/cn";
import { Button } from "../ui/button";
import { pageButtons } from "./page-buttons";

export interface PagerLabels {
  navigation: string;
  previous: string;
  next: string;
  page: (page: number) => string;
  showing: (from: number, to: number, total: number) => string;
  pageSize: string;
}

/**
 * The one pager of the staff area (SPEC §4/§9): at most five page buttons,
 * then an ellipsis; choosing another page size goes back to page 1.
 */
export function Pager({
  page,
  pageSize,
  totalItems,
  pageSizes,
  onPageChange,
  onPageSizeChange,
  labels,
}: {
  page: number;
  pageSize: number;
  totalItems: number;
  pageSizes?: readonly number[];
  onPageChange: (page: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
  labels: PagerLabels;
}) {
  const sizeId = useId();
  const pageCount = Math.max(1, Math.ceil(totalItems / pageSize));
  const from = totalItems === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(totalItems, page * pageSize);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {labels.showing(from, to, totalItems)}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        {pageSizes && onPageSizeChange && (
          <div className="flex items-center gap-2">
            <label htmlFor={sizeId} className="text-sm">
              {labels.pageSize}
            </label>
            <select
              id={sizeId}
              value={pageSize}
              onChange={(event) => onPageSizeChange(Number(event.target.value))}
              className="min-h-11 rounded-md border border-border bg-surface px-2 text-base"
            >
              {pageSizes.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </div>
        )}
        <nav aria-label={labels.navigation}>
          <ul className="flex items-center gap-1">
            <li>
              <Button
                variant="ghost"
                size="icon"
                aria-label={labels.previous}
                disabled={page <= 1}
                onClick={() => onPageChange(page - 1)}
              >
                <ChevronLeft aria-hidden="true" />
              </Button>
            </li>
            {pageButtons(page, pageCount).map((button) =>
              typeof button === "number" ? (
                <li key={button}>
                  <Button
                    variant={button === page ? "primary" : "ghost"}
                    size="icon"
                    aria-label={labels.page(button)}
                    aria-current={button === page ? "page" : undefined}
                    onClick={() => onPageChange(button)}
                    className={cn(button !== page && "font-normal")}
                  >
                    {button}
                  </Button>
                </li>
              ) : (
                <li key={button} aria-hidden="true" className="px-1 text-muted-foreground">
                  …
                </li>
              ),
            )}
            <li>
              <Button
                variant="ghost"
                size="icon"
                aria-label={labels.next}
                disabled={page >= pageCount}
                onClick={() => onPageChange(page + 1)}
              >
                <ChevronRight aria-hidden="true" />
              </Button>
            </li>
          </ul>
        </nav>
      </div>
    </div>
  );
}
