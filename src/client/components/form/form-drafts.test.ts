import { describe, expect, it } from "vitest";
import { storageKeys } from "../../../shared/constants";
import {
  discardDraftsNotOwnedBy,
  draftKey,
  keepableValues,
  saveDraft,
  takeDraft,
  type DraftStorage,
} from "./form-drafts";

/** The tab's sessionStorage as the browser has it: strings by key. */
function memoryStorage(): DraftStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

describe("form input kept when the session ends", () => {
  const edit = draftKey("/policy/42/edit", "");

  it("hands the values back once, to the same form at the same address", () => {
    const storage = memoryStorage();
    saveDraft(storage, edit, "user-1", { insuredName: "Gulf Coast Marine", premium: "4096" });
    expect(takeDraft(storage, draftKey("/policy/43/edit", ""))).toBeNull();
    expect(takeDraft(storage, draftKey("/policy/42/edit", "", "other-form"))).toBeNull();
    expect(takeDraft(storage, edit)).toEqual({ insuredName: "Gulf Coast Marine", premium: "4096" });
    expect(takeDraft(storage, edit)).toBeNull();
    expect(storage.items.has(storageKeys.formDrafts)).toBe(false);
  });

  it("never stores a password or a file", () => {
    const file = new Blob(["%PDF"]);
    expect(
      keepableValues({
        name: "Dana",
        currentPassword: "secret",
        attachment: file,
        location: { city: "Tampa", photos: [file] },
      }),
    ).toEqual({ name: "Dana", location: { city: "Tampa", photos: [] } });
  });

  it("drops what someone else typed when another person signs in at the tab", () => {
    const storage = memoryStorage();
    saveDraft(storage, edit, "user-1", { insuredName: "First" });
    saveDraft(storage, draftKey("/policy/new", ""), "user-2", { insuredName: "Second" });
    discardDraftsNotOwnedBy(storage, "user-2");
    expect(takeDraft(storage, edit)).toBeNull();
    expect(takeDraft(storage, draftKey("/policy/new", ""))).toEqual({ insuredName: "Second" });
  });

  it("survives storage that holds something unreadable", () => {
    const storage = memoryStorage();
    storage.setItem(storageKeys.formDrafts, "{not json");
    expect(takeDraft(storage, edit)).toBeNull();
    saveDraft(storage, edit, null, { name: "Dana" });
    expect(takeDraft(storage, edit)).toEqual({ name: "Dana" });
  });
});
