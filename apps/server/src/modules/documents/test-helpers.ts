import { readdir } from "node:fs/promises";
import path from "node:path";
import type { DocumentDto, FeedItem, PublicUser } from "@reseau/shared";
import { accountsRepository } from "../accounts/accounts.repository.js";
import {
  createDoctor,
  createLab,
  createPatient,
  createPharmacy,
  PASSWORD,
  SAMPLE_FILES,
  validFiness,
  type TestApp,
  type TestClient,
} from "../../test/harness.js";

/** The id of a signed-in test client. */
export function idOf(client: TestClient): string {
  if (!client.user) throw new Error("client is not signed in");
  return client.user.id;
}

/** `POST /feed/documents` of a JPEG prescription, with `fields` replacing the defaults. */
export function upload(client: TestClient, fields: Record<string, unknown> = {}) {
  return client.post<DocumentDto & { error?: string; message?: string; title?: string }>(
    "/feed/documents",
    {
      name: "Ordonnance",
      type: "PRESC_DRUG",
      mime: "image/jpeg",
      data: SAMPLE_FILES.jpeg,
      ...fields,
    },
  );
}

/** Uploads and expects 201. */
export async function uploaded(
  client: TestClient,
  fields: Record<string, unknown> = {},
): Promise<DocumentDto> {
  const response = await upload(client, fields);
  if (response.status !== 201) throw new Error(`upload failed: ${JSON.stringify(response.body)}`);
  return response.body;
}

/** Shares a document with clients and expects 200. */
export async function shared(
  client: TestClient,
  id: string,
  ...with_: TestClient[]
): Promise<DocumentDto> {
  const response = await client.put<DocumentDto>(`/feed/documents/${id}/share`, {
    sharers: with_.map(idOf),
  });
  if (response.status !== 200) throw new Error(`share failed: ${JSON.stringify(response.body)}`);
  return response.body;
}

/** `GET /api/feed` with a query string (without `?`); expects 200. */
export async function feedOf(client: TestClient, query = ""): Promise<FeedItem[]> {
  const response = await client.get<FeedItem[]>(`/api/feed${query ? `?${query}` : ""}`);
  if (response.status !== 200) throw new Error(`feed failed: ${JSON.stringify(response.body)}`);
  return response.body;
}

/** How many files the test app's storage holds (under `dataDir/files`). */
export async function storedFileCount(t: TestApp): Promise<number> {
  const root = path.join(t.ctx.config.dataDir, "files");
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).length;
}

/** A signed-in group of pharmacies (grp_pharm) managing `managed` (000 §6). */
export async function createPharmacyGroup(
  t: TestApp,
  ...managed: TestClient[]
): Promise<TestClient> {
  const client = t.client();
  const response = await client.post<PublicUser>("/ws/user/grp_pharm", {
    acceptTerms: true,
    email: `groupe.${Date.now()}.${Math.random().toString(36).slice(2)}@exemple.fr`,
    password: PASSWORD,
    app: "pro",
    meta: "{}",
    name: "Groupement Santé",
    finess: validFiness(),
  });
  if (response.status !== 201)
    throw new Error(`sign-up grp_pharm failed: ${JSON.stringify(response.body)}`);
  client.user = response.body;
  for (const one of managed) await accountsRepository.addManager(t.ctx.db, idOf(client), idOf(one));
  return client;
}

/** A file of `size` bytes that starts like a JPEG, in base64. */
export function jpegOfSize(size: number): string {
  const bytes = Buffer.alloc(size);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return bytes.toString("base64");
}

/**
 * Makes `client` and `other` related, as a message needs (docs/DECISIONS.md "Messages"): `client`
 * adds `other` to their contacts (`POST /ws/contacts/{id}`), and expects 200.
 */
export async function contactOf(client: TestClient, other: TestClient): Promise<void> {
  const response = await client.post(`/ws/contacts/${idOf(other)}`);
  if (response.status !== 200) throw new Error(`contact failed: ${JSON.stringify(response.body)}`);
}

/** The users `signUpRelated` signs up, by the harness's factory of each type. */
const SIGN_UPS = {
  patient: createPatient,
  pharmacy: createPharmacy,
  doctor: createDoctor,
  lab: createLab,
} as const;

/** A user type `signUpRelated` knows. */
export type RelatedKind = keyof typeof SIGN_UPS;

/**
 * Signs up one user of each of `kinds`, in order, with the harness's defaults; the first then adds
 * each of the others to its contacts (`contactOf`), so they may write to each other and share
 * (docs/DECISIONS.md "Messages"). @returns the signed-in clients, in the order of `kinds`.
 */
export async function signUpRelated<const K extends readonly RelatedKind[]>(
  t: TestApp,
  ...kinds: K
): Promise<{ [I in keyof K]: TestClient }> {
  const clients: TestClient[] = [];
  for (const kind of kinds) clients.push(await SIGN_UPS[kind](t));
  const [first, ...others] = clients;
  if (first) for (const other of others) await contactOf(first, other);
  return clients as { [I in keyof K]: TestClient };
}
