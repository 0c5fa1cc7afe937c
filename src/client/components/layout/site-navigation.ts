import { pathTo } from "../../../shared/routes";

/** The header's items (SPEC §2), shared by the desktop bar and the phone menu. */
export interface NavLinkItem {
  labelKey: string;
  to: string;
}

export interface NavMenu {
  labelKey: string;
  items: NavLinkItem[];
}

export type NavItem = NavLinkItem | NavMenu;

export function isMenu(item: NavItem): item is NavMenu {
  return "items" in item;
}

export const siteNavigation: NavItem[] = [
  {
    labelKey: "nav.aboutUs",
    items: [
      { labelKey: "nav.aboutCompany", to: pathTo("about") },
      { labelKey: "nav.citizens", to: pathTo("citizens") },
      { labelKey: "nav.team", to: pathTo("team") },
      { labelKey: "nav.windMitigation", to: pathTo("windMitigation") },
    ],
  },
  { labelKey: "nav.agents", to: pathTo("agentsAppointment") },
  {
    labelKey: "nav.claims",
    items: [
      { labelKey: "nav.claimsInformation", to: pathTo("claims") },
      { labelKey: "nav.fileClaim", to: pathTo("claimsFile") },
    ],
  },
  { labelKey: "nav.contact", to: pathTo("contact") },
];
