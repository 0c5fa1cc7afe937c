// `npm run lpa:hash -- 'the password'`: prints the LPA_PASSWORD_HASH value for it.
import { hashSecret } from "../src/server/auth/secret-hash";

const secret = process.argv[2];
if (!secret || secret.length < 12) {
  console.error("Usage: npm run lpa:hash -- '<password of at least 12 characters>'");
  process.exit(1);
}
console.log(await hashSecret(secret));
