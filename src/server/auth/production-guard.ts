import { developmentAuthSecret, type AppConfig } from "../env";
import { demoAccounts } from "./demo-accounts";
import type { SignInRepository } from "./sign-in-repository";

/**
 * In production the server refuses to start with the development secret
 * (anyone could forge sessions) or with the demo accounts, whose password is
 * published in the README.
 */
export async function assertSafeForProduction(config: AppConfig, signIns: SignInRepository): Promise<void> {
  if (config.nodeEnv !== "production") return;
  if (config.authSecret === developmentAuthSecret) {
    throw new Error("Refusing to start in production without AUTH_SECRET (at least 32 random characters).");
  }
  const demo = await signIns.existingEmails(demoAccounts.map((account) => account.email));
  if (demo.length > 0) {
    throw new Error(`Refusing to start in production with demo accounts present: ${demo.join(", ")}.`);
  }
}
