import { useCallback, useEffect, useMemo, useRef } from "react";
import { useSearchParams } from "react-router";

type Values = Record<string, string | number | undefined>;

/**
 * A list's filters, sort and page kept in the address (`?status=Active&page=2`),
 * so a reload, the back button or a shared link shows the same view. Values
 * equal to their default stay out of the address. Changing anything but the
 * page goes back to page 1 (SPEC §4).
 */
export function useUrlState<T extends Values>(defaults: T): [T, (changes: Partial<T>) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  // `defaults` is usually a literal of the calling component: its content, not its identity, matters.
  const defaultsKey = JSON.stringify(defaults);

  const values = useMemo(() => {
    const defaults = JSON.parse(defaultsKey) as T;
    const read: Values = {};
    for (const [key, fallback] of Object.entries(defaults)) {
      const raw = searchParams.get(key);
      if (raw === null || raw === "") read[key] = fallback;
      else if (typeof fallback === "number") read[key] = Number.isFinite(Number(raw)) ? Number(raw) : fallback;
      else read[key] = raw;
    }
    return read as T;
  }, [searchParams, defaultsKey]);

  // The address as last changed here, until React renders it: React Router's updater is given the
  // address of the last render, so a second change before the next one (a status chosen, then a
  // search sent at once) would drop the first.
  const unrendered = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    unrendered.current = null;
  }, [searchParams]);

  const update = useCallback(
    (changes: Partial<T>) => {
      const defaults = JSON.parse(defaultsKey) as T;
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(unrendered.current ?? current);
          const resetsPage = Object.keys(changes).some((key) => key !== "page");
          const merged: Values = { ...changes, ...(resetsPage && "page" in defaults ? { page: defaults.page } : {}) };
          for (const [key, value] of Object.entries(merged)) {
            if (value === undefined || value === "" || value === defaults[key]) next.delete(key);
            else next.set(key, String(value));
          }
          unrendered.current = next;
          return next;
        },
        { replace: true },
      );
    },
    [defaultsKey, setSearchParams],
  );

  return [values, update];
}
