/** A file's size in the page's language: "820 byte", "14 kB", "2.4 MB". */
export function formatFileSize(bytes: number, language: string): string {
  const [unit, amount] =
    bytes >= 1_000_000
      ? (["megabyte", bytes / 1_000_000] as const)
      : bytes >= 1_000
        ? (["kilobyte", bytes / 1_000] as const)
        : (["byte", bytes] as const);
  return new Intl.NumberFormat(language, {
    style: "unit",
    unit,
    unitDisplay: "short",
    maximumFractionDigits: amount < 10 && unit !== "byte" ? 1 : 0,
  }).format(amount);
}
