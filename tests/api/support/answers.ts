/** The fields a refused request's errors name, sorted (the envelope's `errors`). */
export const fieldsOf = (body: { errors: { field: string }[] }) => body.errors.map((error) => error.field).sort();

/** A CSV download's lines, without the byte-order mark that tells spreadsheets it is UTF-8. */
export const csvLines = (body: string) =>
  body
    .replace(/^\ufeff/, "")
    .trimEnd()
    .split("\r\n");
