import { z } from "zod";
import { isoInstant } from "./calendar-date";
import { message } from "./messages/message";

/** The longest banner text; a storm notice is a sentence or two. */
export const noticeTextMaxLength = 280;
export const noticeLinkMaxLength = 500;
/** The public answer may be this old: cheap under storm traffic, late by at most a minute. */
export const currentNoticeMaxAgeSeconds = 60;

// https with a host, or a path on this site. "//host" and any backslash are
// refused: browsers read "/\host" and "//host" as another site.
const safeLink = /^(https:\/\/[^\s/?#\\]+[^\s\\]*|\/(?![/\\])[^\s\\]*)$/;

const instant = isoInstant(message("check.date.dateTime"));

/** A notice as staff write it (POST, PUT): both texts, the window it shows in, and an optional link. */
export const noticeInputSchema = z
  .object({
    textEn: z
      .string({ error: message("check.notice.englishText") })
      .trim()
      .min(1, message("check.notice.englishText"))
      .max(noticeTextMaxLength),
    /** Optional: the banner shows the English text to Italian readers when empty. */
    textIt: z.string().trim().max(noticeTextMaxLength).default(""),
    linkUrl: z
      .string()
      .trim()
      .max(noticeLinkMaxLength)
      .refine((link) => link === "" || safeLink.test(link), message("check.notice.link"))
      .nullable()
      .optional()
      .transform((link) => link || null),
    startsAt: instant,
    endsAt: instant,
  })
  .strict()
  // A date that does not parse has its own message already.
  .refine((notice) => !(Date.parse(notice.endsAt) <= Date.parse(notice.startsAt)), {
    path: ["endsAt"],
    message: message("check.notice.endAfterStart"),
  });
export type NoticeInput = z.input<typeof noticeInputSchema>;
export type NewNotice = z.output<typeof noticeInputSchema>;

/** What the public banner needs: nothing about who wrote it. */
export const publicNoticeSchema = z.object({
  id: z.string(),
  textEn: z.string(),
  textIt: z.string(),
  linkUrl: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
});
export type PublicNotice = z.infer<typeof publicNoticeSchema>;

export const noticeSchema = publicNoticeSchema.extend({
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Notice = z.infer<typeof noticeSchema>;

export type NoticeState = "scheduled" | "active" | "ended";

export function noticeState(notice: Pick<Notice, "startsAt" | "endsAt">, now: Date = new Date()): NoticeState {
  if (Date.parse(notice.endsAt) <= now.getTime()) return "ended";
  return Date.parse(notice.startsAt) <= now.getTime() ? "active" : "scheduled";
}
