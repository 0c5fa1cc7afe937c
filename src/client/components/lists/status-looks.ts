import {
  AlarmClock,
  Archive,
  BadgeCheck,
  Ban,
  Banknote,
  Calculator,
  CalendarClock,
  CalendarX,
  CheckCheck,
  CircleAlert,
  CircleCheck,
  CircleCheckBig,
  CircleDashed,
  CircleEllipsis,
  CircleHelp,
  CircleMinus,
  CirclePause,
  CircleSlash,
  CircleX,
  Clock,
  ClockAlert,
  FileCheck,
  FileSearch,
  FileX,
  HandCoins,
  Hourglass,
  Inbox,
  MailCheck,
  MailWarning,
  PencilLine,
  PhoneCall,
  Receipt,
  RotateCw,
  Send,
  TimerOff,
  TriangleAlert,
  Undo2,
  UserCheck,
  type LucideIcon,
} from "lucide-react";

export interface StatusLook {
  icon: LucideIcon;
  tone: string;
}

// The colour says how the status feels; the icon and the words say which it is (WCAG 1.4.1).
const tones = {
  done: "border-primary text-primary",
  waiting: "border-muted-foreground text-foreground",
  attention: "border-alert text-alert",
  urgent: "border-alert bg-alert text-alert-foreground",
  quiet: "border-border text-muted-foreground",
} as const;

const look = (icon: LucideIcon, tone: keyof typeof tones): StatusLook => ({ icon, tone: tones[tone] });

/**
 * Every status the staff area and the member portal draw, by its value
 * (lower case), whatever it is the status of: a value means the same in every
 * list (a paid invoice and a paid refund), so it looks the same in both areas.
 * No two values share an icon, so within any list the icons tell statuses apart.
 */
export const statusLooks: Readonly<Record<string, StatusLook>> = {
  // Records: policies, portals, accounts, products, users.
  active: look(CircleCheck, "done"),
  pending: look(Clock, "waiting"),
  draft: look(PencilLine, "quiet"),
  inactive: look(CircleDashed, "quiet"),
  cancelled: look(Ban, "attention"),
  expired: look(TimerOff, "quiet"),
  // Documents (SPEC §4, plus Rejected).
  "under review": look(FileSearch, "waiting"),
  "pending approval": look(Hourglass, "waiting"),
  approved: look(BadgeCheck, "done"),
  rejected: look(CircleX, "attention"),
  completed: look(CheckCheck, "done"),
  // Claims, from filing to closing.
  received: look(Inbox, "waiting"),
  assigned: look(UserCheck, "waiting"),
  "adjuster contact": look(PhoneCall, "waiting"),
  closed: look(Archive, "quiet"),
  // Policy transactions.
  quoted: look(Calculator, "waiting"),
  issued: look(FileCheck, "done"),
  withdrawn: look(Undo2, "quiet"),
  // Money: invoices, payments, refunds due.
  open: look(Receipt, "waiting"),
  pastdue: look(TriangleAlert, "urgent"),
  paid: look(Banknote, "done"),
  void: look(FileX, "quiet"),
  started: look(CircleEllipsis, "waiting"),
  failed: look(CircleAlert, "attention"),
  due: look(HandCoins, "waiting"),
  overdue: look(ClockAlert, "attention"),
  held: look(CirclePause, "quiet"),
  // Notices of cancellation for non-payment: sent, or none yet.
  noticed: look(MailWarning, "attention"),
  none: look(CircleMinus, "quiet"),
  // The mail outbox: a message tried again after a refusal, or sent.
  retrying: look(RotateCw, "waiting"),
  sent: look(Send, "done"),
  // A notice on paper, handed to the post office with its certificate of mailing.
  mailed: look(MailCheck, "done"),
  // A claim's statutory clocks: met, due, due within days, past due (overdue, above), or not required.
  met: look(CircleCheckBig, "done"),
  atrisk: look(AlarmClock, "urgent"),
  notapplicable: look(CircleSlash, "quiet"),
  // The storm banner: waiting for its window, or past it.
  scheduled: look(CalendarClock, "waiting"),
  ended: look(CalendarX, "quiet"),
};

/** Other words for a status above: the portal document list says Review for Under Review (SPEC §4), and the API's camel case. */
const sameAs: Readonly<Record<string, string>> = {
  review: "under review",
  // A claim payment above an adjuster's authority waits like a document for approval; a voided one is void.
  pendingapproval: "pending approval",
  voided: "void",
};

/** SPEC §4: any value not listed gets a default icon of its own. */
export const unknownStatusLook = look(CircleHelp, "quiet");

export function statusLook(status: string): StatusLook {
  const key = status.toLowerCase();
  return statusLooks[sameAs[key] ?? key] ?? unknownStatusLook;
}
