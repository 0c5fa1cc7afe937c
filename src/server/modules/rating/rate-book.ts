import { message } from "../../../shared/messages/message";
import type { Home, RateTable, StoredRating } from "../../../shared/rating";
import { conflict } from "../../http-errors";
import { rateHome } from "./rate-home";

/** A loaded version with its table: what picking a version reads. */
export interface BookedVersion {
  id: string;
  version: string;
  newBusinessFrom: string;
  renewalFrom: string;
  loadedAt: Date;
  table: RateTable;
}

/** Every loaded H03 version. */
export type RateBook = readonly BookedVersion[];

/** The version in force on a day for new business or renewals: the latest to start by then, the last loaded on a tie. */
function inForce(book: RateBook, day: string, from: "newBusinessFrom" | "renewalFrom"): BookedVersion {
  const chosen = book
    .filter((version) => version[from] <= day)
    .reduce<BookedVersion | null>(
      (best, version) =>
        !best ||
        version[from] > best[from] ||
        (version[from] === best[from] && version.loadedAt.getTime() > best.loadedAt.getTime())
          ? version
          : best,
      null,
    );
  if (!chosen) throw conflict(message("rating.noVersion", { date: day }));
  return chosen;
}

export const newBusinessVersion = (book: RateBook, day: string) => inForce(book, day, "newBusinessFrom");
export const renewalVersion = (book: RateBook, day: string) => inForce(book, day, "renewalFrom");

/**
 * How transactions price a home (decision 0031): new business by the version
 * in force for new business on the term's first day, a renewal by the one in
 * force for renewals on the new term's first day, and an endorsement by the
 * version its term was rated with, for the term's first day.
 */
export interface HomeRater {
  newBusiness(home: Home, termStart: string): StoredRating;
  renewal(home: Home, termStart: string): StoredRating;
  sameVersion(version: string, home: Home, termStart: string): StoredRating;
}

export function raterFor(book: RateBook): HomeRater {
  return {
    newBusiness: (home, termStart) => rateHome(newBusinessVersion(book, termStart).table, home, termStart),
    renewal: (home, termStart) => rateHome(renewalVersion(book, termStart).table, home, termStart),
    sameVersion(version, home, termStart) {
      const booked = book.find((candidate) => candidate.version === version);
      if (!booked) throw conflict("rating.versionNotFound");
      return rateHome(booked.table, home, termStart);
    },
  };
}
