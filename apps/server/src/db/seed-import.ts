import { createHash } from "node:crypto";
import { DEFAULT_LIBRARY_GROUP } from "@reseau/shared";
import type { AppContext } from "../platform/context.js";
import { userId } from "./seed-build.js";
import { buildPdf } from "./seed-samples.js";
import { libraryDirectories, libraryDocuments, users } from "./schema.js";
import { eq } from "drizzle-orm";

/** A stable demo id from a name (same layout as the main seed's). */
function libraryId(name: string): string {
  const hex = createHash("sha1").update(`reseau-demo-library:${name}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The demo library (001 §7 "Pro API", issue 11 §4), so pharmacie@demo.fr can try it: a folder
 * « Affiches d’hiver », a PDF poster in it and a leaflet at the root (both shareable with a
 * patient), and a web link. The stock import needs no demo row: the pharmacy imports its own CSV
 * on « Import du stock ». Idempotent: fixed ids and keys; nothing when the demo is absent.
 */
export async function seedLibrary(ctx: Pick<AppContext, "db" | "storage">): Promise<void> {
  const pharmacy = userId("pharma-lyon");
  const [present] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, pharmacy));
  if (!present) return;
  const folder = libraryId("folder-winter");
  await ctx.db
    .insert(libraryDirectories)
    .values({
      id: folder,
      pharmaId: pharmacy,
      group: DEFAULT_LIBRARY_GROUP,
      name: "Affiches d’hiver",
    })
    .onConflictDoNothing();
  const files = [
    {
      key: "lib-demo-grippe",
      name: "Affiche — vaccination contre la grippe",
      directoryId: folder,
      category: "Affiches",
      bytes: buildPdf("Vaccination contre la grippe", [
        "Faites-vous vacciner à la pharmacie,",
        "sans rendez-vous, du lundi au samedi.",
      ]),
    },
    {
      key: "lib-demo-soleil",
      name: "Fiche conseil — protection solaire",
      directoryId: null,
      category: "Fiches conseil",
      bytes: buildPdf("Protection solaire", [
        "Indice 50 pour les enfants.",
        "Renouveler toutes les 2 heures.",
      ]),
    },
  ];
  for (const file of files) {
    await ctx.storage.put(file.key, file.bytes);
    await ctx.db
      .insert(libraryDocuments)
      .values({
        id: libraryId(file.key),
        pharmaId: pharmacy,
        group: DEFAULT_LIBRARY_GROUP,
        directoryId: file.directoryId,
        name: file.name,
        type: "application/pdf",
        fileKey: file.key,
        size: file.bytes.length,
        category: file.category,
      })
      .onConflictDoNothing();
  }
  await ctx.db
    .insert(libraryDocuments)
    .values({
      id: libraryId("link-calendar"),
      pharmaId: pharmacy,
      group: DEFAULT_LIBRARY_GROUP,
      name: "Calendrier des vaccinations",
      type: "link",
      url: "https://sante.gouv.fr/prevention-en-sante/preserver-sa-sante/vaccination/calendrier-vaccinal",
      category: "Liens utiles",
    })
    .onConflictDoNothing();
}
