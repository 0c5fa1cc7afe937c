import { company } from "../../lib/company";

/** A stylised sabal palm beside the company's short name. */
export function Logo() {
  return (
    <span className="flex items-center gap-2 text-lg font-bold text-primary">
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8" fill="none">
        <circle cx="16" cy="16" r="15" className="fill-primary" />
        <path
          d="M16 26V14M16 14c-3-4-7-4-9-2 3 0 6 1 9 2Zm0 0c3-4 7-4 9-2-3 0-6 1-9 2Zm0 0c-1-4-4-7-7-7 2 2 4 4 7 7Zm0 0c1-4 4-7 7-7-2 2-4 4-7 7Z"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
          className="text-primary-foreground"
        />
      </svg>
      <span>{company.shortName}</span>
    </span>
  );
}
