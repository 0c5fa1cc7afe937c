/**
 * Moments typed into `datetime-local` inputs, which hold the browser's own
 * time zone and no offset: what such an input takes for a moment, and the
 * ISO instant it stands for (sent as typed when it does not parse, for the
 * server's schema to refuse in words).
 */
export function localMomentInput(date: Date): string {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

export const instantOfLocalMoment = (local: string): string =>
  Number.isNaN(Date.parse(local)) ? local : new Date(local).toISOString();
