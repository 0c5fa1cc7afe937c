/** The characters a phone number is typed with, as people read it: "(813) 555-0161". */
export const phoneCharacters = /^[0-9+().\-\s]*$/;
export const maxPhoneLength = 30;

/**
 * A number as people type it, as a tel: link dials it. Ten digits are a US
 * number, so it works from abroad too: "(813) 555-0161" → "+18135550161".
 */
export function dialable(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (phone.trim().startsWith("+")) return `+${digits}`;
  return digits.length === 10 ? `+1${digits}` : digits;
}
