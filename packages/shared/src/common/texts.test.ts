import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { professionLabel, PROFESSIONS } from "../accounts/users.js";
import { TEXTS } from "./texts.js";

/** `packages/shared/src/`. */
const SRC = fileURLToPath(new URL("../", import.meta.url));

/**
 * Words two domains write alike though they name different things (« Nouveau » a patient's
 * status and an unread renewal) or that predate this check (issue 17 §3). Do not add to it: point
 * at the existing text instead (`ACCOUNTS_TEXTS.fields.birth`), or move a shared word to
 * `TEXTS.fields`, `TEXTS.userKinds` or `TEXTS.actions`.
 */
const KNOWN_TWICE = new Set([
  "Mon compte",
  "Nouveau mot de passe",
  "Enregistrer",
  "Activer mon compte",
  "Bonjour {name},",
  "Ce lien est valable 7 jours et ne sert qu’une fois.",
  "Valider",
  "Supprimer",
  "Scanner un code QR",
  "Modifier",
  "E-mail erroné",
  "Destinataires",
  "Ma Famille",
  "Patients",
  "Contacts",
  "Rechercher un contact",
  "En cours",
  "Renouvellements",
  "Tous",
  "Description",
  "Mes dossiers",
  "Le document n'existe pas.",
  "Choisir un fichier",
  "Page précédente",
  "Page suivante",
  "Type",
  "Statut",
  "Photo",
  "Catégorie",
  "Pharmacie en ligne",
  "Parapharmacie",
  "Médicaments",
  "Rupture de stock",
  "Retirée",
  "Mon panier",
  "Nouveau",
  "Lignes refusées",
  "Désactiver",
  "Date",
  "Document",
]);

/** The texts files, relative to `SRC`. */
function textFiles(): string[] {
  return readdirSync(SRC, { recursive: true, encoding: "utf8" }).filter((file) =>
    /texts\.ts$/.test(file),
  );
}

/** Every string literal with a letter in the texts files, by text: the files that write it. */
function writtenTexts(): Map<string, string[]> {
  const written = new Map<string, string[]>();
  for (const file of textFiles()) {
    const source = readFileSync(`${SRC}${file}`, "utf8")
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .replace(/^\s*\/\/.*$/gm, "")
      .replace(/^import .*$/gm, "");
    for (const [, text = ""] of source.matchAll(/"((?:[^"\\]|\\.)*)"/g)) {
      if (/\p{L}/u.test(text)) written.set(text, [...(written.get(text) ?? []), file]);
    }
  }
  return written;
}

describe("French once (issue 17 §3)", () => {
  it("no text is written twice in the shared texts", () => {
    const twice = [...writtenTexts()]
      .filter(([text, files]) => files.length > 1 && !KNOWN_TWICE.has(text))
      .map(([text, files]) => `${text} (${files.join(", ")})`);
    expect(twice).toEqual([]);
  });

  it("no domain's texts hide another's in TEXTS (one owner per top-level key)", () => {
    const owners = new Map<string, string[]>();
    for (const file of textFiles()) {
      // lifecycle is TEXTS.lifecycle, two-factor TEXTS.twoFactor; LEGAL_TEXTS and the info pages' prose stay out of TEXTS
      if (/(lifecycle|legal|emergency|vaccination|guide|two-factor)-texts\.ts$/.test(file))
        continue;
      const source = readFileSync(`${SRC}${file}`, "utf8");
      for (const [, key = ""] of source.matchAll(/^ {2}(\w+): /gm)) {
        owners.set(key, [...(owners.get(key) ?? []), file]);
      }
    }
    const shared = [...owners].filter(([, files]) => files.length > 1);
    expect(shared).toEqual([]);
  });

  it("a word shared by several forms is one text that the domains point at", () => {
    expect(TEXTS.patients.form.birth).toBe(TEXTS.fields.birth);
    expect(TEXTS.contactPage.nirLabel).toBe(TEXTS.fields.nir);
    expect(TEXTS.orders.pharmacy).toBe(TEXTS.userKinds.pharmacy);
    expect(TEXTS.lifecycle.pages.passwordHint).toBe(TEXTS.signup.passwordHint);
  });

  it("a profession reads in French, whichever way it is stored", () => {
    expect(professionLabel("DOCTOR")).toBe("Médecin");
    expect(professionLabel("OPTICIAN")).toBe("Opticien");
    expect(professionLabel("Infirmier")).toBe("Infirmier");
    expect(professionLabel("toString")).toBe("toString");
    expect(PROFESSIONS).toContain("Médecin");
  });
});
