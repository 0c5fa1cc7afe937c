import { describe, expect, it } from "vitest";
import { createAuditRepository } from "../../src/server/modules/audit/repository";
import type { Notice } from "../../src/shared/catastrophe-notice";
import { fieldsOf } from "./support/answers";
import { useApi } from "./support/api-fixture";

const minutes = (count: number) => new Date(Date.now() + count * 60_000).toISOString();
const notice = (overrides: object = {}) => ({
  textEn: "Hurricane warning: claims lines are open around the clock.",
  textIt: "Allerta uragano: le linee per i sinistri sono aperte 24 ore su 24.",
  linkUrl: "/claims",
  startsAt: minutes(-5),
  endsAt: minutes(60),
  ...overrides,
});

describe("catastrophe notices API", () => {
  const api = useApi();
  const as = api.loginEach({ staff: "staff", agent: "agent", member: "member" });

  const publish = async (overrides: object = {}): Promise<Notice> => {
    const response = await api.call(as.staff, "POST", "/api/notices", notice(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data;
  };
  const current = () => api.app.inject({ method: "GET", url: "/api/notices/current" });

  it("answers null with a short public cache when nothing is showing", async () => {
    const response = await current();
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=60");
    expect(response.json()).toMatchObject({ success: true, data: null });
  });

  it("lets staff publish, change, end and delete a notice, each audited", async () => {
    const created = await publish();
    expect(created).toMatchObject({ textEn: notice().textEn, linkUrl: "/claims", createdBy: as.staff.id });

    const changed = await api.call(
      as.staff,
      "PUT",
      `/api/notices/${created.id}`,
      notice({ textEn: "Updated", textIt: "", linkUrl: "https://www.floridadisaster.org/" }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({
      textEn: "Updated",
      textIt: "",
      linkUrl: "https://www.floridadisaster.org/",
    });

    const list = await api.call(as.staff, "GET", "/api/notices");
    expect(list.json().data.map((row: Notice) => row.id)).toEqual([created.id]);

    const ended = await api.call(as.staff, "POST", `/api/notices/${created.id}/end`);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(Date.parse(ended.json().data.endsAt)).toBeLessThanOrEqual(Date.now());
    expect((await current()).json().data).toBeNull();
    const again = await api.call(as.staff, "POST", `/api/notices/${created.id}/end`);
    expect(again.statusCode).toBe(409);

    const deleted = await api.call(as.staff, "DELETE", `/api/notices/${created.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await api.call(as.staff, "DELETE", `/api/notices/${created.id}`)).statusCode).toBe(404);

    const trail = await createAuditRepository(api.db).listForEntity("catastropheNotice", created.id);
    expect(trail.map((row) => row.action).sort()).toEqual([
      "catastropheNotice.create",
      "catastropheNotice.delete",
      "catastropheNotice.end",
      "catastropheNotice.update",
    ]);
  });

  it("refuses agents, members and anonymous callers on every staff route", async () => {
    const { id } = await publish();
    for (const who of [as.agent, as.member, "anonymous"] as const) {
      const expected = who === "anonymous" ? 401 : 403;
      expect((await api.call(who, "GET", "/api/notices")).statusCode).toBe(expected);
      expect((await api.call(who, "POST", "/api/notices", notice())).statusCode).toBe(expected);
      expect((await api.call(who, "PUT", `/api/notices/${id}`, notice())).statusCode).toBe(expected);
      expect((await api.call(who, "POST", `/api/notices/${id}/end`)).statusCode).toBe(expected);
      expect((await api.call(who, "DELETE", `/api/notices/${id}`)).statusCode).toBe(expected);
    }
    expect((await current()).json().data.id).toBe(id);
  });

  it("answers validation errors in the envelope", async () => {
    const response = await api.call(as.staff, "POST", "/api/notices", {
      textEn: "",
      textIt: "x".repeat(281),
      linkUrl: "javascript:alert(1)",
      startsAt: "tomorrow",
      endsAt: minutes(10),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, data: null });
    expect(fieldsOf(response.json())).toEqual(["linkUrl", "startsAt", "textEn", "textIt"]);

    for (const linkUrl of ["http://example.com", "//evil.example", "/\\evil.example", "https://"]) {
      const refused = await api.call(as.staff, "POST", "/api/notices", notice({ linkUrl }));
      expect(fieldsOf(refused.json()), linkUrl).toEqual(["linkUrl"]);
    }
    const backwards = await api.call(
      as.staff,
      "POST",
      "/api/notices",
      notice({ startsAt: minutes(10), endsAt: minutes(5) }),
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual([{ field: "endsAt", message: "The end must be after the start." }]);
  });

  it("shows only the notice whose window holds now", async () => {
    await publish({ textEn: "Ended", startsAt: minutes(-60), endsAt: minutes(-1) });
    await publish({ textEn: "Scheduled", startsAt: minutes(5), endsAt: minutes(60) });
    expect((await current()).json().data).toBeNull();

    const showing = await publish({ textEn: "Showing", linkUrl: "" });
    const body = (await current()).json();
    expect(body.data).toEqual({
      id: showing.id,
      textEn: "Showing",
      textIt: notice().textIt,
      linkUrl: null,
      startsAt: showing.startsAt,
      endsAt: showing.endsAt,
    });
  });
});
