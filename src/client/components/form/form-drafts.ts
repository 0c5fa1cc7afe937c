import { storageKeys } from "../../../shared/constants";

/**
 * What guarded forms held when the session ended, kept in the tab's
 * sessionStorage until the same form opens again at the same address (after
 * signing in again). Never a password or a file: only what JSON keeps as it is.
 */
export type DraftStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

interface Draft {
  /** Whose session it was: someone else signing in at this tab never sees it. */
  owner: string | null;
  values: Record<string, unknown>;
}

type Drafts = Record<string, Draft>;

/** The tab's sessionStorage, or null where storage is blocked (private mode). */
export function browserDraftStorage(): DraftStorage | null {
  try {
    return typeof sessionStorage === "undefined" ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** One form at one address: the page's path and query, and the form's name when a page has several. */
export const draftKey = (pathname: string, search: string, formName = "") => `${pathname}${search}#${formName}`;

const isFile = (value: unknown) => typeof Blob !== "undefined" && value instanceof Blob;

/** The values without passwords and files, which are never written to storage. */
export function keepableValues(values: Record<string, unknown>): Record<string, unknown> {
  const keep = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.filter((item) => !isFile(item)).map(keep);
    if (value && typeof value === "object" && !isFile(value)) return keepableValues(value as Record<string, unknown>);
    return value;
  };
  return Object.fromEntries(
    Object.entries(values)
      .filter(([name, value]) => !/password/i.test(name) && !isFile(value) && typeof value !== "function")
      .map(([name, value]) => [name, keep(value)]),
  );
}

function read(storage: DraftStorage): Drafts {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(storageKeys.formDrafts) ?? "{}");
    return parsed && typeof parsed === "object" ? (parsed as Drafts) : {};
  } catch {
    return {};
  }
}

function write(storage: DraftStorage, drafts: Drafts): void {
  try {
    if (Object.keys(drafts).length === 0) storage.removeItem(storageKeys.formDrafts);
    else storage.setItem(storageKeys.formDrafts, JSON.stringify(drafts));
  } catch {
    // Full or blocked storage: the input is lost as it would have been without drafts.
  }
}

export function saveDraft(storage: DraftStorage, key: string, owner: string | null, values: Record<string, unknown>) {
  write(storage, { ...read(storage), [key]: { owner, values: keepableValues(values) } });
}

/** The values kept for this form, removed as they are handed back; null when none were. */
export function takeDraft(storage: DraftStorage, key: string): Record<string, unknown> | null {
  const { [key]: draft, ...others } = read(storage);
  if (!draft) return null;
  write(storage, others);
  return draft.values;
}

/** After a sign-in: drops what someone else typed at this tab before their session ended. */
export function discardDraftsNotOwnedBy(storage: DraftStorage, owner: string): void {
  const drafts = read(storage);
  write(storage, Object.fromEntries(Object.entries(drafts).filter(([, draft]) => draft.owner === owner)));
}
