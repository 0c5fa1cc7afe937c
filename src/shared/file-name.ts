/**
 * What a document's name may hold, wherever it comes from (an uploaded
 * file's name, or one typed in the form): no control characters, which could
 * break a download header or a CSV row, and no bidirectional embedding or
 * override, which can make "invoice\u202Efdp.exe" read as "invoiceexe.pdf".
 */
const unsafeCharacter = "[\\p{Cc}\\u202A-\\u202E\\u2066-\\u2069]";

export const maxFileNameLength = 200;

export const hasUnsafeNameCharacter = (name: string) => new RegExp(unsafeCharacter, "u").test(name);

export const withoutUnsafeNameCharacters = (name: string) => name.replace(new RegExp(unsafeCharacter, "gu"), "");
