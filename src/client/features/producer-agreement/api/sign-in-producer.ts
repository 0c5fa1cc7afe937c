import type { ProducerSignIn } from "../../../../shared/producer-agreement";
import { apiRequest } from "../../../lib/api/api-client";

/** POST /api/lpa/sign-in (public): checked by the server, which answers the e-signature form to open. */
export const signInProducer = (credentials: ProducerSignIn) =>
  apiRequest<{ redirectUrl: string }>("/api/lpa/sign-in", { method: "POST", body: JSON.stringify(credentials) });
