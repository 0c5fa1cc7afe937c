import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ErrorBoundary } from "./root";

type Props = Parameters<typeof ErrorBoundary>[0];
const render = (error: unknown) => renderToStaticMarkup(<ErrorBoundary {...({ error } as unknown as Props)} />);

describe("the routing fallback screen", () => {
  it("says Unexpected Application Error! with the error's message", () => {
    const html = render(new Error("Cannot read the policy"));
    expect(html).toContain("<h1");
    expect(html).toContain("Unexpected Application Error!");
    expect(html).toContain("Cannot read the policy");
  });

  it("shows the status of a routing error response", () => {
    const html = render({ status: 503, statusText: "Service Unavailable", internal: false, data: null });
    expect(html).toContain("503 Service Unavailable");
  });
});
