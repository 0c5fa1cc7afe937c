/**
 * The leadership team (fictional people). Job titles and bios are texts of the
 * team page's namespace, under `executives.<key>`; names stay as written.
 * Links are optional: a card shows only those that are set.
 */
export interface ExecutiveLinks {
  /** Profile on a professional network; empty when not published. */
  professionalNetwork: string;
  /** Work e-mail address; empty when not published. */
  email: string;
}

export interface Executive {
  key: string;
  name: string;
  links: ExecutiveLinks;
}

export const executives: readonly Executive[] = [
  { key: "ceo", name: "Elena Marquez", links: { professionalNetwork: "", email: "" } },
  { key: "underwriting", name: "David Okafor", links: { professionalNetwork: "", email: "" } },
  { key: "claims", name: "Renee Thibodeaux", links: { professionalNetwork: "", email: "" } },
];

export type ExecutiveLinkKind = keyof ExecutiveLinks;

export interface ExecutiveLink {
  kind: ExecutiveLinkKind;
  href: string;
}

/** The links worth showing: only those set, e-mail as a mailto: link. */
export function visibleLinks(links: ExecutiveLinks): ExecutiveLink[] {
  const result: ExecutiveLink[] = [];
  const profile = links.professionalNetwork.trim();
  const email = links.email.trim();
  if (profile) result.push({ kind: "professionalNetwork", href: profile });
  if (email) result.push({ kind: "email", href: `mailto:${email}` });
  return result;
}

/** "Elena Marquez" → "EM": the portrait stands in for a photo (BRAND.md). */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/u).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words.at(-1)] : words;
  return letters.map((word) => (word ?? "").charAt(0).toUpperCase()).join("");
}
