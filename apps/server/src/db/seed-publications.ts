import { createHash } from "node:crypto";
import { inArray } from "drizzle-orm";
import type { DocumentType } from "@reseau/shared";
import type { AppContext } from "../platform/context.js";
import { loadSharp } from "../platform/sharp.js";
import { documents, messageRecipients, messages, users } from "./schema.js";

/** A stable demo id from a name (same layout as the main seed's). */
function demoId(name: string): string {
  const hex = createHash("sha1").update(`reseau-demo-publications:${name}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A poster as a PNG: a coloured card with a title and a line (the demo has no real artwork). */
function posterPng(title: string, line: string, colour: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400">
    <rect width="600" height="400" rx="24" fill="${colour}"/>
    <text x="300" y="170" font-size="48" text-anchor="middle" fill="#fff" font-family="sans-serif">${title}</text>
    <text x="300" y="240" font-size="28" text-anchor="middle" fill="#fff" font-family="sans-serif">${line}</text>
  </svg>`;
  return loadSharp().then((sharp) => sharp(Buffer.from(svg)).png().toBuffer());
}

/**
 * One demo publication: who publishes it, its type, name and poster. All are published: a draft
 * (NEW) would sit in the pharmacist's queue « À traiter » among the prescriptions.
 */
interface DemoPublication {
  key: string;
  email: string;
  type: DocumentType;
  name: string;
  poster: [string, string, string];
}

const PUBLICATIONS: DemoPublication[] = [
  {
    key: "grippe",
    email: "pharmacie@demo.fr",
    type: "AFFICHE",
    name: "Vaccination contre la grippe",
    poster: ["Vaccination grippe", "Sans rendez-vous, du lundi au samedi", "#1c7ed6"],
  },
  {
    key: "depistage",
    email: "labo@demo.fr",
    type: "DOC_PUBLIC",
    name: "Dépistage du diabète",
    poster: ["Dépistage diabète", "Glycémie à jeun, sans ordonnance", "#ae3ec9"],
  },
];

/** A demo conversation between the pharmacy and the doctor (the contact page's CHAT mode). */
const CHAT: { key: string; from: string; to: string; content: string }[] = [
  {
    key: "chat-1",
    from: "medecin@demo.fr",
    to: "pharmacie@demo.fr",
    content: "Bonjour, avez-vous reçu l'ordonnance de Mme Bernard ?",
  },
  {
    key: "chat-2",
    from: "pharmacie@demo.fr",
    to: "medecin@demo.fr",
    content: "Oui, elle sera prête cet après-midi.",
  },
];

/**
 * Demo publications and a conversation (issue 9 §4): the Pharmacie du Centre has a published
 * poster, the laboratory a published document; the pharmacy and
 * Dr Durand have exchanged two messages. Idempotent: fixed ids, existing rows kept. Does nothing
 * for an account that is absent.
 */
export async function seedPublications(
  ctx: Pick<AppContext, "db" | "storage">,
  now = Date.now(),
): Promise<void> {
  const emails = [...new Set([...PUBLICATIONS.map((p) => p.email), ...CHAT.map((c) => c.from)])];
  const found = await ctx.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  const idOf = new Map(found.map((user) => [user.email, user.id]));
  const files = new Map<string, Buffer>();
  for (const publication of PUBLICATIONS) {
    if (!idOf.has(publication.email)) continue;
    const bytes = await posterPng(...publication.poster);
    const id = demoId(publication.key);
    await ctx.storage.put(id, bytes);
    files.set(id, bytes);
  }
  await ctx.db.transaction(async (tx) => {
    for (const [index, publication] of PUBLICATIONS.entries()) {
      const creator = idOf.get(publication.email);
      const id = demoId(publication.key);
      const bytes = files.get(id);
      if (!creator || !bytes) continue;
      const status = "PUBLISHED";
      const at = new Date(now - (index + 1) * 3600_000);
      await tx
        .insert(documents)
        .values({
          id,
          idcreator: creator,
          type: publication.type,
          name: publication.name,
          mime: "image/png",
          size: bytes.length,
          storageKey: id,
          meta: { status },
          status,
          date: at,
          lastUpdate: at,
        })
        .onConflictDoNothing();
    }
    for (const [index, line] of CHAT.entries()) {
      const sender = idOf.get(line.from);
      const recipient = idOf.get(line.to);
      if (!sender || !recipient) continue;
      const id = demoId(line.key);
      const at = new Date(now - (CHAT.length - index) * 600_000);
      const inserted = await tx
        .insert(messages)
        .values({ id, sender, content: line.content, meta: {}, date: at, lastUpdate: at })
        .onConflictDoNothing()
        .returning({ id: messages.id });
      if (inserted.length > 0) {
        await tx
          .insert(messageRecipients)
          .values({ idmessage: id, iduser: recipient, lastUpdate: at, readAt: at });
      }
    }
  });
}
