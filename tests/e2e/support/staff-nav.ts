import type { Page } from "@playwright/test";

/** Below this width the staff navigation is a side panel behind a menu button (staff-nav.tsx, `xl:`). */
const panelBelow = 1280;

/**
 * Goes to a staff screen the way a person does, through the staff navigation: a top link, or a group's
 * menu and one of its links; on a narrow screen the side panel and its link. English labels.
 */
export async function openStaffScreen(page: Page, link: string, group?: string): Promise<void> {
  if ((page.viewportSize()?.width ?? panelBelow) < panelBelow) {
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog").getByRole("link", { name: link, exact: true }).click();
    return;
  }
  const nav = page.getByRole("navigation", { name: "Policy administration" });
  if (!group) {
    await nav.getByRole("link", { name: link, exact: true }).click();
    return;
  }
  await nav.getByRole("button", { name: group, exact: true }).click();
  await page.getByRole("menu", { name: group }).getByRole("menuitem", { name: link, exact: true }).click();
}
