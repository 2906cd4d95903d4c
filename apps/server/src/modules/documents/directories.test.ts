import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEXTS, type DirectoryDto, type DocumentDto, type FeedItem } from "@reseau/shared";
import {
  createPatient,
  createPharmacy,
  createTestApp,
  type TestApp,
  type TestClient,
} from "../../test/harness.js";
import { createPharmacyGroup, feedOf, idOf, shared, upload, uploaded } from "./test-helpers.js";

type ErrorBody = { error: string; message: string };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.stop();
});

const ids = (items: FeedItem[]) => items.map((item) => item.id);

/** `POST /api/directory`, expecting 201. */
async function created(client: TestClient, body: Record<string, unknown>): Promise<DirectoryDto> {
  const response = await client.post<DirectoryDto>("/api/directory", body);
  if (response.status !== 201) throw new Error(`directory: ${JSON.stringify(response.body)}`);
  return response.body;
}

/** `GET /api/feed/directory/{id}` with a query, expecting 200. */
async function folderFeed(client: TestClient, id: string, query = ""): Promise<FeedItem[]> {
  const response = await client.get<FeedItem[]>(
    `/api/feed/directory/${encodeURIComponent(id)}${query ? `?${query}` : ""}`,
  );
  if (response.status !== 200) throw new Error(`folder feed: ${JSON.stringify(response.body)}`);
  return response.body;
}

const fileIn = (client: TestClient, iddocument: string, iddirectory: string | null) =>
  client.put<DocumentDto & ErrorBody>(`/api/documents/${iddocument}/directory`, { iddirectory });

describe("directories (GET /api/directories, POST /api/directory, DELETE /api/directory/{id})", () => {
  it("creates, lists (mine, then all with the fixed folders) and deletes a directory", async () => {
    const patient = await createPatient(t);
    expect((await patient.get<DirectoryDto[]>("/api/directories")).body).toEqual([]);
    const travel = await created(patient, { name: "  Voyage au Portugal ", type: "NORMAL" });
    expect(travel).toMatchObject({
      name: "Voyage au Portugal",
      type: "NORMAL",
      idowner: idOf(patient),
      fixed: false,
    });
    // a folder type of 000 §3 is read as its directory type; no type is NORMAL
    const vaccines = await created(patient, { name: "Carnet", type: "vaccins" });
    expect(vaccines.type).toBe("D_VACCIN");
    expect((await created(patient, { name: "Divers" })).type).toBe("NORMAL");

    const mine = await patient.get<DirectoryDto[]>("/api/directories");
    expect(mine.body.map((d) => d.name)).toEqual(["Voyage au Portugal", "Carnet", "Divers"]);
    const all = await patient.get<DirectoryDto[]>("/api/directories/all");
    expect(all.body.map((d) => d.name)).toEqual([
      "Ordonnances",
      "Optique",
      "Résultats d'analyse",
      "Radiologie",
      "Vaccins",
      "Voyage au Portugal",
      "Carnet",
      "Divers",
    ]);
    expect(all.body[0]).toMatchObject({ id: "D_DRUG", type: "D_DRUG", fixed: true });

    // someone else's directory is unknown to her
    const stranger = await createPatient(t);
    expect((await stranger.get<DirectoryDto[]>("/api/directories")).body).toEqual([]);
    const foreign = await stranger.delete<ErrorBody>(`/api/directory/${travel.id}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe(TEXTS.folders.notFound);

    expect((await patient.delete(`/api/directory/${travel.id}`)).status).toBe(204);
    expect((await patient.delete(`/api/directory/${travel.id}`)).status).toBe(404);
    expect((await patient.delete("/api/directory/D_DRUG")).status).toBe(404);
    expect((await patient.get<DirectoryDto[]>("/api/directories")).body).toHaveLength(2);
  });

  it("requires a name and a known type, and keeps publication types to establishments", async () => {
    const patient = await createPatient(t);
    for (const body of [{ type: "NORMAL" }, { name: "   ", type: "NORMAL" }]) {
      const response = await patient.post<ErrorBody>("/api/directory", body);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(TEXTS.folders.nameRequired);
    }
    const unknown = await patient.post<ErrorBody>("/api/directory", { name: "X", type: "NOPE" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(TEXTS.folders.unknownType);
    const publication = await patient.post<ErrorBody>("/api/directory", {
      name: "Promotions",
      type: "OPMARKET",
    });
    expect(publication.status).toBe(403);
    expect(publication.body.message).toBe(TEXTS.folders.establishmentsOnly);
    expect((await patient.get<DirectoryDto[]>("/api/directories")).body).toEqual([]);
    const pharmacy = await createPharmacy(t);
    expect((await created(pharmacy, { name: "Promotions", type: "OPMARKET" })).type).toBe(
      "OPMARKET",
    );
    expect((await t.client().get("/api/directories")).status).toBe(401);
  });
});

describe("filing documents (PUT /api/documents/{id}/directory, GET /api/feed/directory/{id})", () => {
  it("files a document in a fixed folder and in a directory, and finds it in their feeds only", async () => {
    const patient = await createPatient(t);
    const prescription = await uploaded(patient, { name: "Ordonnance de mars" });
    const vaccine = await uploaded(patient, { name: "Rappel DTP", type: "VACCIN" });
    await uploaded(patient, { name: "Non rangé" });

    const filed = await fileIn(patient, prescription.id, "D_DRUG");
    expect(filed.status).toBe(200);
    expect(filed.body).toMatchObject({ id: prescription.id, iddirectory: "D_DRUG" });
    expect(ids(await folderFeed(patient, "D_DRUG"))).toEqual([prescription.id]);
    expect(await folderFeed(patient, "D_OPT")).toEqual([]);

    const booklet = await created(patient, { name: "Carnet de santé", type: "D_VACCIN" });
    expect((await fileIn(patient, vaccine.id, booklet.id)).status).toBe(200);
    expect(ids(await folderFeed(patient, booklet.id))).toEqual([vaccine.id]);
    // the main feed still shows every document, with its directory
    const main = (await feedOf(patient)) as DocumentDto[];
    expect(main).toHaveLength(3);
    expect(main.find((d) => d.id === vaccine.id)?.iddirectory).toBe(booklet.id);

    // moving to another folder (its place in the feed stays), then out of any
    expect((await fileIn(patient, prescription.id, booklet.id)).status).toBe(200);
    expect(ids(await folderFeed(patient, booklet.id))).toEqual([vaccine.id, prescription.id]);
    expect(await folderFeed(patient, "D_DRUG")).toEqual([]);
    expect(ids(await folderFeed(patient, booklet.id, "limit=1&order=asc"))).toEqual([
      prescription.id,
    ]);
    expect((await fileIn(patient, prescription.id, null)).body.iddirectory).toBeNull();

    // deleting the directory keeps its documents, with no directory
    expect((await patient.delete(`/api/directory/${booklet.id}`)).status).toBe(204);
    const after = await patient.get<DocumentDto>(`/api/documents/${vaccine.id}`);
    expect(after.body.iddirectory).toBeNull();
    expect((await patient.get(`/api/feed/directory/${booklet.id}`)).status).toBe(404);
  });

  it("answers 404 for someone else's directory or document, and for a reader who is not the owner", async () => {
    const patient = await createPatient(t);
    const pharmacy = await createPharmacy(t);
    const stranger = await createPatient(t);
    const document = await uploaded(patient);
    await shared(patient, document.id, pharmacy);
    const mine = await created(patient, { name: "Mes ordonnances" });
    const theirs = await created(stranger, { name: "Le sien" });

    const intoTheirs = await fileIn(patient, document.id, theirs.id);
    expect(intoTheirs.status).toBe(404);
    expect(intoTheirs.body.message).toBe(TEXTS.folders.notFound);
    expect((await fileIn(patient, document.id, "inconnu")).status).toBe(404);
    for (const other of [stranger, pharmacy]) {
      const moved = await fileIn(other, document.id, "D_DRUG");
      expect(moved.status).toBe(404);
      expect(moved.body.message).toBe(TEXTS.documents.notFound);
    }
    const foreignFeed = await stranger.get<ErrorBody>(`/api/feed/directory/${mine.id}`);
    expect(foreignFeed.status).toBe(404);
    expect(foreignFeed.body.message).toBe(TEXTS.folders.notFound);
    // nothing moved
    expect((await patient.get<DocumentDto>(`/api/documents/${document.id}`)).body.iddirectory).toBe(
      null,
    );
    const noBody = await patient.put<ErrorBody>(`/api/documents/${document.id}/directory`, {});
    expect(noBody.status).toBe(400);
    const badOrder = await patient.get<ErrorBody>("/api/feed/directory/D_DRUG?order=sideways");
    expect(badOrder.status).toBe(400);
    expect(badOrder.body.message).toBe(TEXTS.documents.orderInvalid);
  });

  it("lets a mother file her son's document, and an upload name its directory", async () => {
    const mother = await createPatient(t);
    const leo = await mother.post<{ id: string }>("/ws/family", {
      firstName: "Léo",
      lastName: "Martin",
      birth: "12/03/2019",
    });
    const folder = await created(mother, { name: "Léo" });
    const document = await uploaded(mother, { idowner: leo.body.id, iddirectory: folder.id });
    expect(document.iddirectory).toBe(folder.id);
    expect(ids(await folderFeed(mother, folder.id))).toEqual([document.id]);
    expect((await fileIn(mother, document.id, "D_VACCIN")).status).toBe(200);
    expect(ids(await folderFeed(mother, "D_VACCIN"))).toEqual([document.id]);

    const stranger = await createPatient(t);
    const refused = await upload(stranger, { iddirectory: folder.id });
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe(TEXTS.folders.notFound);
  });

  it("keeps OPMARKET and PUBLIC directories out of the main feed, in their own", async () => {
    const pharmacy = await createPharmacy(t);
    const group = await createPharmacyGroup(t, pharmacy);
    const operations = await created(pharmacy, { name: "Opérations", type: "OPMARKET" });
    const board = await created(pharmacy, { name: "Vitrine", type: "PUBLIC" });
    const own = await created(pharmacy, { name: "Interne", type: "NORMAL" });
    const promo = await uploaded(pharmacy, { name: "Promo", iddirectory: operations.id });
    const poster = await uploaded(pharmacy, { name: "Affiche", iddirectory: board.id });
    const note = await uploaded(pharmacy, { name: "Note", iddirectory: own.id });
    expect(ids(await feedOf(pharmacy))).toEqual([note.id]);
    expect(ids(await feedOf(group))).toEqual([note.id]);
    expect(ids(await folderFeed(pharmacy, operations.id))).toEqual([promo.id]);
    expect(ids(await folderFeed(pharmacy, board.id))).toEqual([poster.id]);
    // the group manager acts for the pharmacy: its directories are hers to read
    expect(ids(await folderFeed(group, board.id))).toEqual([poster.id]);
  });
});
