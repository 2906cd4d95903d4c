import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LibraryDirectoryDto, LibraryDocumentDto } from "@reseau/shared";
import {
  createDoctor,
  createPatient,
  createPharmacy,
  createTestApp,
  SAMPLE_FILES,
  type TestApp,
  type TestClient,
} from "../../test/harness.js";
import { sweepFiles } from "../documents/index.js";

let t: TestApp;
let pharmacy: TestClient;
let other: TestClient;
let patient: TestClient;
let doctor: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  pharmacy = await createPharmacy(t);
  other = await createPharmacy(t, { name: "Pharmacie de la Gare" });
  patient = await createPatient(t);
  doctor = await createDoctor(t);
});
afterAll(async () => {
  await t.stop();
});

const poster = (fields: Record<string, unknown> = {}) => ({
  name: "Affiche vaccination grippe",
  type: "image/png",
  data: SAMPLE_FILES.png,
  category: "Affiches",
  group: "comptoir",
  ...fields,
});

describe("the pharmacy's library (001 §7 pro API)", () => {
  it("adds, lists, files, renames and deletes documents and folders", async () => {
    const folder = await pharmacy.post<LibraryDirectoryDto>("/pro-api/directory", {
      name: "Hiver",
      group: "comptoir",
    });
    expect(folder.status).toBe(201);
    const added = await pharmacy.post<LibraryDocumentDto>(
      "/pro-api/document",
      poster({ directory: folder.body.id }),
    );
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      name: "Affiche vaccination grippe",
      type: "image/png",
      category: "Affiches",
      group: "comptoir",
      directory: folder.body.id,
      pdfImagesUrls: [],
    });
    const link = await pharmacy.post<LibraryDocumentDto>("/pro-api/document", {
      name: "Calendrier vaccinal",
      url: "https://sante.gouv.fr/calendrier",
      group: "comptoir",
    });
    expect(link.body).toMatchObject({ type: "link", url: "https://sante.gouv.fr/calendrier" });

    const list = await pharmacy.get<LibraryDocumentDto[]>("/pro-api/documents/comptoir");
    expect(list.body.map((d) => d.name).sort()).toEqual([
      "Affiche vaccination grippe",
      "Calendrier vaccinal",
    ]);
    expect((await pharmacy.get<LibraryDocumentDto[]>("/pro-api/documents/vitrine")).body).toEqual(
      [],
    );
    // the file itself, as a blob
    const image = await t.app.inject({
      method: "GET",
      url: added.body.url,
      headers: { cookie: pharmacy.cookieHeader() },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/png");
    expect(image.rawPayload.equals(Buffer.from(SAMPLE_FILES.png, "base64"))).toBe(true);

    const inFolder = await pharmacy.get<LibraryDirectoryDto>(
      `/pro-api/directory/${folder.body.id}`,
    );
    expect(inFolder.body.documents?.map((d) => d.id)).toEqual([added.body.id]);
    const dirs = await pharmacy.get<LibraryDirectoryDto[]>("/pro-api/directories/comptoir");
    expect(dirs.body.map((d) => d.name)).toEqual(["Hiver"]);
    const renamed = await pharmacy.put<LibraryDirectoryDto>("/pro-api/directory", {
      id: folder.body.id,
      name: "Hiver 2026",
    });
    expect(renamed.body.name).toBe("Hiver 2026");
    const moved = await pharmacy.put<LibraryDocumentDto>("/pro-api/document", {
      id: added.body.id,
      name: "Affiche grippe",
      directory: null,
    });
    expect(moved.body).toMatchObject({ name: "Affiche grippe", directory: null });

    // a folder deleted: its documents stay, at the root
    await pharmacy.put("/pro-api/document", { id: added.body.id, directory: folder.body.id });
    expect((await pharmacy.delete(`/pro-api/directory/${folder.body.id}`)).status).toBe(204);
    expect((await pharmacy.get(`/pro-api/directory/${folder.body.id}`)).status).toBe(404);
    const after = await pharmacy.get<LibraryDocumentDto[]>("/pro-api/documents/comptoir");
    expect(after.body.find((d) => d.id === added.body.id)?.directory).toBeNull();

    expect((await pharmacy.delete(`/pro-api/document/${added.body.id}`)).status).toBe(204);
    const gone = await t.app.inject({
      method: "GET",
      url: added.body.url,
      headers: { cookie: pharmacy.cookieHeader() },
    });
    expect(gone.statusCode).toBe(404);
  });

  it("needs a name, and a file of an accepted type or an https link", async () => {
    const noName = await pharmacy.post<{ message: string }>(
      "/pro-api/document",
      poster({ name: " " }),
    );
    expect([noName.status, noName.body.message]).toEqual([
      400,
      "Le document de la bibliothèque doit avoir un nom.",
    ]);
    const nothing = await pharmacy.post<{ message: string }>("/pro-api/document", {
      name: "Vide",
      group: "comptoir",
    });
    expect([nothing.status, nothing.body.message]).toEqual([
      400,
      "Joignez un fichier ou indiquez une adresse web (https://…).",
    ]);
    const lying = await pharmacy.post<{ message: string }>(
      "/pro-api/document",
      poster({ type: "application/pdf" }),
    );
    expect([lying.status, lying.body.message]).toEqual([
      400,
      "Le fichier doit être une image JPEG, PNG ou GIF, ou un PDF.",
    ]);
    const big = await pharmacy.post(
      "/pro-api/document",
      poster({
        type: "application/pdf",
        data: Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(160_000)]).toString("base64"),
      }),
    );
    expect(big.status).toBe(413);
    const http = await pharmacy.post("/pro-api/document", {
      name: "x",
      url: "http://a.fr",
      group: "g",
    });
    expect(http.status).toBe(400);
    expect(
      (await pharmacy.post("/pro-api/directory", { name: "", group: "comptoir" })).status,
    ).toBe(400);
  });

  it("is edited by pharmacies only (403), and hides another pharmacy's items (404)", async () => {
    const mine = await pharmacy.post<LibraryDocumentDto>("/pro-api/document", poster());
    const folder = await pharmacy.post<LibraryDirectoryDto>("/pro-api/directory", {
      name: "Privé",
      group: "comptoir",
    });
    for (const outsider of [patient, doctor]) {
      const denied = await outsider.post<{ message: string }>("/pro-api/document", poster());
      expect([denied.status, denied.body.message]).toEqual([
        403,
        "Seules les pharmacies peuvent modifier la bibliothèque.",
      ]);
      expect((await outsider.get("/pro-api/documents/comptoir")).status).toBe(403);
      expect((await outsider.delete(`/pro-api/document/${mine.body.id}`)).status).toBe(403);
      expect((await outsider.post("/pro-api/directory", { name: "x", group: "g" })).status).toBe(
        403,
      );
    }
    expect((await other.get<LibraryDocumentDto[]>("/pro-api/documents/comptoir")).body).toEqual([]);
    expect((await other.get<LibraryDirectoryDto[]>("/pro-api/directories/comptoir")).body).toEqual(
      [],
    );
    expect((await other.put("/pro-api/document", { id: mine.body.id, name: "Volé" })).status).toBe(
      404,
    );
    expect((await other.delete(`/pro-api/document/${mine.body.id}`)).status).toBe(404);
    expect((await other.get(`/pro-api/directory/${folder.body.id}`)).status).toBe(404);
    expect((await other.put("/pro-api/directory", { id: folder.body.id, name: "x" })).status).toBe(
      404,
    );
    expect((await other.delete(`/pro-api/directory/${folder.body.id}`)).status).toBe(404);
    expect(
      (await other.post("/pro-api/document", poster({ directory: folder.body.id }))).status,
    ).toBe(404);
    const image = await t.app.inject({
      method: "GET",
      url: mine.body.url,
      headers: { cookie: other.cookieHeader() },
    });
    expect(image.statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: "GET", url: mine.body.url });
    expect(anonymous.statusCode).toBe(401);
    // nothing changed
    const still = await pharmacy.get<LibraryDocumentDto[]>("/pro-api/documents/comptoir");
    expect(still.body.find((d) => d.id === mine.body.id)?.name).toBe("Affiche vaccination grippe");
  });

  it("keeps the library's files and the uploaded CSVs when the start-up sweep settles the storage", async () => {
    const kept = await pharmacy.post<LibraryDocumentDto>("/pro-api/document", poster());
    await pharmacy.get("/ws/xsrf");
    const csv = await t.app.inject({
      method: "POST",
      url: "/pro-api/upload",
      headers: {
        cookie: pharmacy.cookieHeader(),
        "x-xsrf-token": pharmacy.cookies.get("XSRF-TOKEN") ?? "",
        "content-type": "text/csv",
      },
      payload: "code;nom;quantite;prix\n",
    });
    expect(csv.statusCode).toBe(201);
    await sweepFiles(t.ctx);
    const fileName = (csv.json() as { fileName: string }).fileName;
    expect(await t.ctx.storage.get(fileName)).not.toBeNull();
    const image = await t.app.inject({
      method: "GET",
      url: kept.body.url,
      headers: { cookie: pharmacy.cookieHeader() },
    });
    expect(image.statusCode).toBe(200);
  });
});
