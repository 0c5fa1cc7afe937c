import type { Language } from "../../../shared/constants";
import type { MemberAccess } from "../../../shared/member";
import { pathTo } from "../../../shared/routes";
import type { Auth } from "../../auth/auth";
import type { MemberRepository } from "./repository";

/**
 * SPEC §2 member page: Access My Account asks for a one-time sign-in link.
 * When the e-mail and policy number belong together, better-auth's
 * magic-link plugin e-mails one (through the outbox). The link never signs in
 * staff or agents: an e-mail that already belongs to a non-member account, or
 * to a deactivated one, gets no link.
 */
export function createMemberAccessService({ auth, repository }: { auth: Auth; repository: MemberRepository }) {
  const mayHaveLink = async (email: string) => {
    const existing = await repository.accountOf(email);
    return !existing || (existing.role === "member" && existing.deactivatedAt === null);
  };

  return {
    /**
     * Sends the link, in the language it was asked for in, when the pair
     * matches a policy its insured may sign in to; answers whether it did.
     */
    async requestLink({ email, policyNumber }: MemberAccess, language: Language): Promise<boolean> {
      const insured = await repository.findByInsured(email, policyNumber);
      if (!insured?.accountEmail || !(await mayHaveLink(insured.accountEmail))) return false;
      await auth.api.signInMagicLink({
        body: {
          email: insured.accountEmail.toLowerCase(),
          name: insured.contactName ?? undefined,
          callbackURL: pathTo("memberPolicy"),
          errorCallbackURL: `${pathTo("members")}?link=invalid`,
          metadata: { language },
        },
        headers: new Headers(),
      });
      return true;
    },
  };
}

export type MemberAccessService = ReturnType<typeof createMemberAccessService>;
