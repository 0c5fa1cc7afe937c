import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { claimPhotos, claims } from "../../src/server/db/schema";
import type { ClaimSubmission } from "../../src/shared/claim";
import { useApi } from "./support/api-fixture";
import { claimSubmission } from "./support/claim-submission";
import { samplePdf, samplePng, type UploadFile } from "./support/multipart";

const claim = (photoIds: string[]): ClaimSubmission => ({ ...claimSubmission("SRE-0000042"), photoIds });

describe("claim photos", () => {
  const api = useApi();
  const as = api.loginEach({ staff: "staff", agent: "agent", adjuster: "adjuster", other: "adjuster" });

  const upload = (file: UploadFile | undefined, ip = "203.0.113.7") =>
    api.upload("anonymous", "/api/claims/photos", {}, file, { remoteAddress: ip });

  it("uploads photos before the claim exists and attaches them when it is submitted; staff download them", async () => {
    const first = await upload({ name: "kitchen.png", content: samplePng });
    expect(first.statusCode, first.body).toBe(201);
    const second = await upload({ name: "hall.png", content: samplePng });
    const ids = [first.json().data.photoId, second.json().data.photoId];
    expect(first.json().data).toMatchObject({ name: "kitchen.png", size: samplePng.length });

    const submitted = await api.call("anonymous", "POST", "/api/claims", claim(ids));
    expect(submitted.statusCode, submitted.body).toBe(201);
    const { db } = api;
    const [stored] = await db
      .select({ id: claims.id })
      .from(claims)
      .where(eq(claims.claimNumber, submitted.json().data.claimNumber));
    const attached = await db.select().from(claimPhotos).where(eq(claimPhotos.claimId, stored!.id));
    expect(attached.map((photo) => photo.name).sort()).toEqual(["hall.png", "kitchen.png"]);

    const download = await api.call(as.staff, "GET", `/api/claims/photos/${ids[0]}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("image/png");
    expect(download.rawPayload.equals(samplePng)).toBe(true);
    expect((await api.call(as.agent, "GET", `/api/claims/photos/${ids[0]}`)).statusCode).toBe(403);
    expect((await api.call("anonymous", "GET", `/api/claims/photos/${ids[0]}`)).statusCode).toBe(401);

    // An adjuster sees the photos of their own claims only: another's are not found.
    const assigned = await api.call(as.staff, "POST", `/api/claims/${stored!.id}/assignment`, {
      adjusterId: as.adjuster.id,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect((await api.call(as.adjuster, "GET", `/api/claims/photos/${ids[0]}`)).statusCode).toBe(200);
    const another = await api.call(as.other, "GET", `/api/claims/photos/${ids[0]}`);
    expect(another.statusCode).toBe(404);
    expect(another.json().message).toBe("This photo does not exist.");
  });

  it("refuses what is not a photo, an empty file and a missing file, with the reason on the field", async () => {
    const pdf = await upload({ name: "damage.png", content: samplePdf });
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().errors).toEqual([{ field: "file", message: "Choose a photo (JPEG, PNG, WebP, HEIC or GIF)." }]);
    expect((await upload({ name: "empty.png", content: Buffer.alloc(0) })).json().errors[0].field).toBe("file");
    expect((await upload(undefined)).statusCode).toBe(400);
  });

  it("refuses a photo over 10 MB with 413 and stores nothing", async () => {
    const big = Buffer.concat([samplePng, Buffer.alloc(10 * 1024 * 1024 + 1)]);
    const answer = await upload({ name: "huge.png", content: big });
    expect(answer.statusCode).toBe(413);
    expect(answer.json().message).toBe("The file is larger than 10 MB.");
    const { db } = api;
    expect(await db.select().from(claimPhotos).where(eq(claimPhotos.name, "huge.png"))).toEqual([]);
  });

  it("refuses a claim naming a photo that is unknown or already on another claim, and keeps no half claim", async () => {
    const photo = (await upload({ name: "roof.png", content: samplePng })).json().data.photoId as string;
    expect((await api.call("anonymous", "POST", "/api/claims", claim([photo]))).statusCode).toBe(201);
    const { db } = api;
    const before = (await db.select({ id: claims.id }).from(claims)).length;
    const reused = await api.call("anonymous", "POST", "/api/claims", claim([photo]));
    expect(reused.statusCode).toBe(400);
    expect(reused.json().errors[0].field).toBe("photoIds");
    const unknown = await api.call("anonymous", "POST", "/api/claims", claim([crypto.randomUUID()]));
    expect(unknown.statusCode).toBe(400);
    expect((await db.select({ id: claims.id }).from(claims)).length).toBe(before);
  });

  it("limits uploads from one address", async () => {
    const ip = "198.51.100.23";
    const answers = [];
    for (let index = 0; index < 41; index += 1)
      answers.push((await upload({ name: "p.png", content: samplePng }, ip)).statusCode);
    expect(answers.slice(0, 40).every((status) => status === 201)).toBe(true);
    expect(answers[40]).toBe(429);
  });
});
