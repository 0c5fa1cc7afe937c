/** The same calendar day a year later (a term's usual end); 29 February becomes 1 March. */
export function oneYearLater(isoDate: string): string {
  const [year, month, day] = isoDate.split("-");
  if (month === "02" && day === "29") return `${Number(year) + 1}-03-01`;
  return `${String(Number(year) + 1).padStart(4, "0")}-${month}-${day}`;
}
