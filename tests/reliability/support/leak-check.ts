/**
 * The telltales of another's records found in an answer. Text the request
 * itself carried is left out: an answer may echo what it was asked
 * ("No route for GET /api/policies/SRE-0000001") without having found anything.
 */
export function leakedTelltales(answer: string, telltales: string[], request: { url: string; payload?: unknown }) {
  const asked = `${request.url}\n${safeDecode(request.url)}\n${request.payload === undefined ? "" : JSON.stringify(request.payload)}`;
  return telltales.filter((text) => {
    if (asked.includes(text)) return false;
    const inJson = JSON.stringify(text).slice(1, -1);
    return answer.includes(text) || answer.includes(inJson);
  });
}

function safeDecode(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}
