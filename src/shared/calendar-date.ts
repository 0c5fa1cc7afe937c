import { z } from "zod";
import { message } from "./messages/message";

/**
 * A date as YYYY-MM-DD that the database's date type can hold. The ISO
 * pattern lets year 0000 through, but the calendar has no year 0 (1 BC is
 * followed by AD 1) and PostgreSQL refuses it: a field error here, not a 500.
 */
export const calendarDate = (refusal?: string) =>
  z.iso.date(refusal).refine((date) => !date.startsWith("0000"), refusal ?? message("check.date.real"));
