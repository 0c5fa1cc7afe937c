import type { AgentApplication } from "../../../../shared/agent-application";
import { apiRequest } from "../../../lib/api/api-client";

/** SPEC §7 send-agent-appointment: the application reaches the company; the answer is its reference. */
export const sendAppointmentApplication = (application: AgentApplication) =>
  apiRequest<{ reference: string }>("/api/functions/send-agent-appointment", {
    method: "POST",
    body: JSON.stringify(application),
  });
