import { registerNamespace } from "../../lib/i18n";
import en from "../../locales/en/claimFile.json";

/** The claim file's and the clock screen's words: a namespace of their own, loaded with those screens. */
export const claimFileNs = registerNamespace("claimFile", en);
