import type { UploadAnswer } from "./raw-upload";
import type { UploadCase } from "./upload-cases";

interface Envelope {
  success: boolean;
  message: string;
  errors: { message: string }[];
  data: { name?: string } | null;
}

/** What is wrong with an upload's answer, or null: its status, envelope, message or stored name. */
export function uploadProblem(upload: UploadCase, answer: UploadAnswer): string | null {
  if (upload.cut === "after-sending") return [null, 201].includes(answer.status) ? null : `answered ${answer.status}`;
  if (upload.cut) return answer.status === null ? null : `answered ${answer.status}`;
  if (answer.status !== upload.status) return `answered ${answer.status} ${answer.body.slice(0, 200)}`;
  const envelope = JSON.parse(answer.body) as Envelope;
  if (envelope.success !== upload.status < 400) return `success is ${envelope.success}`;
  if (upload.status < 400) {
    return envelope.data?.name === upload.says ? null : `stored as ${JSON.stringify(envelope.data?.name)}`;
  }
  const said = [envelope.message, ...envelope.errors.map((error) => error.message)];
  const matches = (text: string) => (typeof upload.says === "string" ? text === upload.says : upload.says!.test(text));
  return said.some(matches) ? null : `says ${JSON.stringify(said)}`;
}

/** The refusals counted by status and reason, one per line, for the figures. */
export function refusalsByReason(answers: UploadAnswer[]): string {
  const counts = new Map<string, number>();
  for (const answer of answers.filter(({ status }) => status !== null && status >= 400)) {
    const { message, errors } = JSON.parse(answer.body) as Envelope;
    // "Invalid input." says little in a tally: its field's message says why.
    const reason = `${answer.status} ${errors[0]?.message ?? message}`;
    counts.set(reason, (counts.get(reason) ?? 0) + 1);
  }
  return [...counts].map(([reason, count]) => `\n    ${count}× ${reason}`).join("");
}
