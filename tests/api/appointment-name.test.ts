import { describe, expect, it } from "vitest";
import { agentApplications } from "../../src/server/db/schema";
import { useApi } from "./support/api-fixture";

const application = {
  name: "Dana Whitaker",
  email: "dana.whitaker@example.com",
  phone: "(813) 555-0144",
  licenseNumber: "W123456",
  licenseState: "Florida",
  yearsExperience: "5-10",
  agreeToTerms: true,
};

// The form asks for a first and a last name and joins them; the server holds the same rule on its own.
describe("agent appointment: first and last name", () => {
  const api = useApi();
  const apply = (body: object) => api.call("anonymous", "POST", "/api/functions/send-agent-appointment", body);

  it("refuses a first name without a last name, on the name field, and stores nothing", async () => {
    const response = await apply({ ...application, name: "Ada" });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { field: string }) => error.field)).toEqual(["name"]);
    expect(await api.db.select().from(agentApplications)).toEqual([]);
  });

  it("takes a first and a last name", async () => {
    const response = await apply({ ...application, name: "Ada Lovelace" });
    expect(response.statusCode, response.body).toBe(201);
  });
});
