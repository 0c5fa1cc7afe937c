/** A list query's set values as URL search parameters; unset ones are left out. */
export function searchParams(values: object): URLSearchParams {
  return new URLSearchParams(
    Object.entries(values).flatMap(([key, value]) =>
      value === undefined || value === "" ? [] : [[key, String(value)]],
    ),
  );
}
