import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../src/server/db/client";
import { allows } from "../../src/shared/permissions";
import { freshDemoCallers, type DemoCallers, type DemoLogin } from "./support/demo-callers";
import { multipartBody, samplePdf } from "../api/support/multipart";
import { siteOrigin } from "../api/support/sign-in";
import { buildTestApp } from "../api/support/test-app";
import { testDatabase } from "../api/support/test-database";
import {
  bodyIdProbes,
  pathProbes,
  queryIdProbes,
  searchProbes,
  unfilteredProbes,
  uploadProbes,
  type OwnRecords,
  type PlannedRequest,
} from "./support/access-probes";
import { aggregateView } from "./support/aggregate-view";
import { readAgentBook, snapshotOf, withoutShared, type AgentBook } from "./support/agent-book";
import { documentsOnTheirPortals, ownRecordsOf } from "./support/book-records";
import { printFigures } from "./support/figures";
import { fillAgentBook } from "./support/fill-agent-book";
import { idCandidates, namesBookRecord } from "./support/id-candidates";
import { inParallel } from "./support/in-parallel";
import { operationsOf, type ApiOperation } from "./support/openapi-operations";
import { readMemberHousehold, withoutHousehold } from "./support/member-household";
import { createProbeLog } from "./support/probe-log";

/**
 * Access: one agent can never read or change another agent's
 * policy, portal, document, account or claim, by any id, through any
 * endpoint; a member reaches no business data but their own household's. Every route with a
 * path parameter (from the OpenAPI document) is tried, for every method,
 * with every id of the demo `agent`'s records and a numeric range around
 * them, as `agent2` and as `member`; so are id filters, searches, ids in
 * bodies and uploads, lists, exports and reports.
 */
describe("another agent's records, enumerated", () => {
  let app: FastifyInstance;
  let as: DemoCallers;
  let db: Db;
  let agentBook: AgentBook;
  let agent2Book: AgentBook;
  let before: unknown;
  let operations: ApiOperation[];
  let own: OwnRecords;
  let agent2FiguresBefore: Record<string, unknown>;
  let agent2FiguresAfter: Record<string, unknown>;
  const log = createProbeLog();

  beforeAll(async () => {
    app = await buildTestApp();
    as = await freshDemoCallers(app);
    agent2FiguresBefore = await aggregateView(as, "agent2");
    await fillAgentBook(app, as);
    agent2FiguresAfter = await aggregateView(as, "agent2");
    db = (await testDatabase()).db;
    agentBook = await readAgentBook(db, as.ids.agent);
    agent2Book = await readAgentBook(db, as.ids.agent2);
    before = await snapshotOf(db, agentBook);
    // A signed notification answers every user 401 (tests/api/access.test.ts): no user's access to walk there.
    operations = operationsOf((await as.call("anonymous", "GET", "/api/openapi.json")).json()).filter(
      (operation) => !operation.signatureOnly,
    );
    own = await ownRecordsOf(db, agent2Book);
  });
  afterAll(() => app.close());

  function call(who: DemoLogin, request: PlannedRequest): Promise<LightMyRequestResponse> {
    if (!request.form) return as.call(who, request.method as "GET", request.url, request.payload as object);
    const body = multipartBody(request.form, { name: "probe.pdf", content: samplePdf });
    return app.inject({
      method: "POST",
      url: request.url,
      headers: { cookie: as.cookie(who)!, origin: siteOrigin, "content-type": body.contentType },
      payload: body.payload,
    });
  }

  /**
   * Sends each planned request as `who`. A request must be refused when it
   * names a record of a foreign book, or when the route's rule bars `who`
   * altogether; no answer may show a foreign book's text.
   */
  async function send(who: "agent2" | "member", planned: PlannedRequest[], foreign: AgentBook[]) {
    const telltales = foreign.flatMap((book) => book.telltales);
    const rules = new Map(app.apiRoutes.map((route) => [`${route.method} ${route.url}`, route.access]));
    const role = who === "member" ? "member" : "agent";
    const barred = (request: PlannedRequest) => {
      const rule = rules.get(request.endpoint.replace(/\{(\w+)\}/g, ":$1"));
      return rule !== undefined && !allows(rule, role);
    };
    const namesForeign = (request: PlannedRequest) =>
      request.reaches.some((id) => foreign.some((book) => namesBookRecord(book, id)));
    // A route the caller's role may not call refuses before reading any id: the books' own ids are
    // tried there, the guesses around them only where the id is what stands between caller and record.
    const worthSending = planned.filter(
      (request) => !barred(request) || request.reaches.every((id) => namesForeign({ ...request, reaches: [id] })),
    );
    await inParallel(worthSending, 8, async (request) => {
      const barredByRole = barred(request);
      const namesForeignRecord = barredByRole || namesForeign(request);
      log.record({ who, ...request, namesForeignRecord, barredByRole, telltales }, await call(who, request));
    });
  }

  /** Everything a caller can try: lists, id filters, searches, ids in bodies and uploads, ids in paths. */
  function everyProbe(candidates: string[], terms: string[], linkIds: string[]): PlannedRequest[] {
    return [
      ...unfilteredProbes(operations, own),
      ...queryIdProbes(operations, candidates, own),
      ...searchProbes(operations, terms, own),
      ...bodyIdProbes(operations, linkIds, own),
      ...uploadProbes(linkIds),
      ...pathProbes(operations, candidates, own, []),
    ];
  }

  const rowKeys = (book: AgentBook) => new Set(Object.values(book.ids).flat());

  it("keeps agent2's dashboard, reports and list totals still while agent's book grows", () => {
    expect(agent2FiguresAfter).toEqual(agent2FiguresBefore);
  });

  it("answers agent2 404 or 403 for every id of agent's records, and shows none of them", async () => {
    const foreign = withoutShared(agentBook, agent2Book);
    const keys = rowKeys(agentBook);
    const terms = [agentBook.agentName, ...agentBook.numbers, ...foreign.telltales.filter((text) => !keys.has(text))];
    const linkIds = [...keys, ...agentBook.numbers, agentBook.agentId];
    await send("agent2", everyProbe(idCandidates(agentBook), terms, linkIds), [foreign]);
    const theirDocumentsOnTheirPortals = await documentsOnTheirPortals(db, agentBook);
    await send("agent2", pathProbes(operations, [], own, theirDocumentsOnTheirPortals), [foreign]);
    expect(log.problems).toEqual([]);
    expect(log.refusedOnlyByValidation()).toEqual([]);
    // Alone it sends about 18,000 requests in 30 s; inside the whole reliability run it has sent 40,000 (the
    // extra ones answered 200) and passed 180 s: not yet explained, noted in decision 0047.
  }, 420_000);

  it("answers a member 403 everywhere in the staff area, and 404 in the member portal, whatever the id", async () => {
    // The demo member's own home is in agent's book: to the member it is their own, not another's.
    const household = await readMemberHousehold(db, "member@example.com");
    const [agentsOthers, agent2sOthers] = [agentBook, agent2Book].map((book) => withoutHousehold(book, household));
    const books = [withoutShared(agentsOthers!, agent2Book), withoutShared(agent2sOthers!, agentBook)];
    const ids = [...rowKeys(agentsOthers!), ...agentsOthers!.numbers];
    await send("member", everyProbe(ids, [...agentsOthers!.numbers, ...agent2sOthers!.numbers], ids), books);
    expect(log.problems).toEqual([]);
  });

  it("left agent's records, and everything linked to them, exactly as they were", async () => {
    expect(await snapshotOf(db, agentBook)).toEqual(before);
    printFigures("access: another agent's records, enumerated", log.figures());
    expect(log.figures()["leaks found"]).toBe(0);
  });
});
