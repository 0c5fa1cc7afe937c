/**
 * The rules a new password must meet, explained on the reset page and
 * enforced by the server. Length matters most (NIST SP 800-63B); passwords
 * that attackers try first are refused whatever their length.
 */
/** How long a set-a-password link works: a reset link, and an invitation (which is one). */
export const passwordLinkLifetimeMinutes = 60;

export const passwordMinLength = 12;
export const passwordMaxLength = 128;

// The most tried passwords and patterns that reach 12 characters; compared
// case-insensitively after removing spaces.
const commonPasswords = new Set([
  "123456789012",
  "1234567890123",
  "12345678910",
  "111111111111",
  "000000000000",
  "qwertyuiopas",
  "qwertyuiop123",
  "qwerty123456",
  "1q2w3e4r5t6y",
  "1qaz2wsx3edc",
  "zaq12wsxcde3",
  "passwordpassword",
  "password1234",
  "password12345",
  "password123456",
  "passw0rd1234",
  "iloveyou1234",
  "welcome12345",
  "letmein12345",
  "administrator",
  "admin1234567",
  "changeme1234",
  "abcdefghijkl",
  "abcd12345678",
  "football1234",
  "baseball1234",
  "sunshine1234",
  "princess1234",
  "trustno1trustno1",
  "insurance123",
  "insurance1234",
  "homeinsurance",
  "florida12345",
  "hurricane123",
  "sabalsabal12",
]);

export type PasswordProblem = "tooShort" | "tooLong" | "common" | "repetitive";

/** The first rule the password breaks, or null when it is acceptable. */
export function passwordProblem(password: string): PasswordProblem | null {
  if (password.length < passwordMinLength) return "tooShort";
  if (password.length > passwordMaxLength) return "tooLong";
  const normalized = password.toLowerCase().replace(/\s+/g, "");
  if (commonPasswords.has(normalized) || normalized.includes("sabal")) return "common";
  if (new Set(normalized).size < 4) return "repetitive";
  return null;
}
