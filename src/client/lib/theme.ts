import { storageKeys, type Theme } from "../../shared/constants";

export function currentTheme(): Theme {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

/** Applies the theme to <html> and remembers it under the key "theme". */
export function setTheme(theme: Theme): void {
  document.documentElement.classList.toggle("dark", theme === "dark");
  try {
    localStorage.setItem(storageKeys.theme, theme);
  } catch {
    // Storage can be blocked; the theme then lasts for this page only.
  }
}

export function toggleTheme(): void {
  setTheme(currentTheme() === "dark" ? "light" : "dark");
}
