import { beforeEach, describe, expect, it } from "vitest";
import type { PortalActivity } from "../../src/shared/activity";
import type { Portal } from "../../src/shared/portal";
import { csvLines } from "./support/answers";
import { demoUser, useApi } from "./support/api-fixture";

describe("activity from the audit log", () => {
  const api = useApi();
  const as = api.loginEach({ staff: demoUser.staff, agent: "agent", agent2: "agent", member: "member" });
  let portal: Portal;

  beforeEach(async () => {
    portal = (await api.call(as.agent, "POST", "/api/portals", { QsmConfigName: "Tampa Roofing" })).json().data;
  });

  const activityOf = async (who: "staff" | "agent" | "agent2") =>
    api.call(as[who], "GET", `/api/portal/${portal.portalIdentity}/activity`);

  it("gives a portal's stats and latest changes, to it and its documents, latest first", async () => {
    const added = await api.call(as.agent, "POST", `/api/portal/${portal.portalIdentity}/documents`, {
      name: "Roof inspection",
    });
    const document = added.json().data;
    await api.call(as.staff, "POST", `/api/documents/${document.id}/workflow`, { action: "review" });
    await api.call(as.staff, "PATCH", `/api/portal/${portal.portalIdentity}`, { NameInsured: "Tampa Roofing LLC" });

    const response = await activityOf("staff");
    expect(response.statusCode, response.body).toBe(200);
    const activity: PortalActivity = response.json().data;
    expect(activity.stats).toMatchObject({ documents: 1, users: 2 });
    expect(Date.parse(activity.stats.lastActivityAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect(activity.recent.map((entry) => entry.action)).toEqual([
      "portal.update",
      "document.review",
      "document.create",
      "portal.create",
    ]);
    expect(activity.recent[1]).toMatchObject({ actorName: "Sam Staff", subject: "Roof inspection" });

    const history = (await api.call(as.agent, "GET", `/api/documents/${document.id}/history`)).json().data;
    expect(history.map((entry: { action: string }) => entry.action)).toEqual(["document.review", "document.create"]);
  });

  it("is only for those who may see the record", async () => {
    expect((await activityOf("agent")).statusCode).toBe(200);
    expect((await activityOf("agent2")).statusCode).toBe(404);
    expect((await api.call(as.member, "GET", `/api/portal/${portal.portalIdentity}/activity`)).statusCode).toBe(403);
    expect((await api.call(as.staff, "GET", "/api/documents/nope/history")).statusCode).toBe(404);
  });

  it("downloads the portal's document register as CSV, filtered, only for those who may see it", async () => {
    for (const name of ["Roof inspection", "Wind mitigation form"]) {
      await api.call(as.agent, "POST", `/api/portal/${portal.portalIdentity}/documents`, { name });
    }
    const response = await api.call(
      as.staff,
      "GET",
      `/api/portal/${portal.portalIdentity}/documents/export?searchTerm=roof`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/csv/);
    expect(response.headers["content-disposition"]).toContain(`${portal.portalIdentity}-documents.csv`);
    const lines = csvLines(response.body);
    expect(lines[0]).toBe("Document Name,Type,Status,Priority,Category,Size,Modified,Modified By,Rejection Reason");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^Roof inspection,Other,Draft,Medium,Other,0,/);
    const stranger = await api.call(as.agent2, "GET", `/api/portal/${portal.portalIdentity}/documents/export`);
    expect(stranger.statusCode).toBe(404);
  });
});
