import { describe, expect, it } from "vitest";
import { z } from "zod";
import { firstIssueMessage } from "./zod-fr.js";
import { minutesText, TEXTS } from "./texts.js";
import { profileUpdateSchema } from "../accounts/profile.js";
import { NIR_FORMAT_MESSAGE } from "../accounts/identity.js";
import {
  feedQuerySchema,
  metaUpdateSchema,
  sendMessageSchema,
  shareDocumentSchema,
  statusChangeSchema,
  uploadDocumentSchema,
} from "../documents/api.js";

/** The message a 400 would carry for `input`, or null when it parses. */
function messageOf(schema: z.ZodType, input: unknown): string | null {
  const result = schema.safeParse(input);
  return result.success ? null : firstIssueMessage(result.error);
}

const upload = { name: "Ordonnance", type: "PRESC_DRUG", mime: "image/jpeg", data: "AAAA" };
const message = { content: "Bonjour", recipients: ["u1"] };

describe("every message written in a shared schema is the 400's text, unchanged", () => {
  it.each([
    ["profile: birth", profileUpdateSchema, { birth: "31/02" }, TEXTS.profile.birthInvalid],
    ["profile: url", profileUpdateSchema, { url: "www.exemple.fr" }, TEXTS.profile.urlInvalid],
    ["profile: nir", profileUpdateSchema, { nir: "123" }, NIR_FORMAT_MESSAGE],
    ["upload: name", uploadDocumentSchema, { ...upload, name: "  " }, TEXTS.documents.nameRequired],
    ["upload: type", uploadDocumentSchema, { ...upload, type: "XYZ" }, TEXTS.documents.unknownType],
    [
      "upload: mime",
      uploadDocumentSchema,
      { ...upload, mime: "text/html" },
      TEXTS.documents.badFormat,
    ],
    ["upload: data", uploadDocumentSchema, { ...upload, data: "" }, TEXTS.documents.badFormat],
    ["upload: meta", uploadDocumentSchema, { ...upload, meta: "[1]" }, TEXTS.profile.metaInvalid],
    ["meta: not JSON", metaUpdateSchema, { meta: "{oops" }, TEXTS.profile.metaInvalid],
    ["share: none", shareDocumentSchema, { sharers: [] }, TEXTS.share.atLeastOne],
    [
      "share: six",
      shareDocumentSchema,
      { sharers: ["1", "2", "3", "4", "5", "6"] },
      TEXTS.share.tooMany,
    ],
    [
      "status: amount",
      statusChangeSchema,
      { status: "AWAITING_PAYMENT", amount: "douze" },
      TEXTS.documents.amountRequired,
    ],
    ["message: empty", sendMessageSchema, { ...message, content: "   " }, TEXTS.messages.empty],
    ["message: nobody", sendMessageSchema, { ...message, recipients: [] }, TEXTS.share.atLeastOne],
  ])("%s", (_name, schema, input, expected) => {
    expect(messageOf(schema, input)).toBe(expected);
  });
});

describe("zod's own issues speak French and name the field", () => {
  it.each([
    [
      "a missing field",
      sendMessageSchema,
      { recipients: ["u1"] },
      "Le champ « content » est obligatoire.",
    ],
    [
      "a wrong type",
      sendMessageSchema,
      { ...message, notify: "oui" },
      "Le champ « notify » doit être vrai ou faux.",
    ],
    [
      "a text too long",
      profileUpdateSchema,
      { city: "x".repeat(201) },
      "Le champ « city » ne doit pas dépasser 200 caractères.",
    ],
    [
      "a list too long",
      profileUpdateSchema,
      { phones: ["1", "2", "3", "4", "5", "6"] },
      "Le champ « phones » ne doit pas contenir plus de 5 éléments.",
    ],
    [
      "a number too big",
      feedQuerySchema,
      { limit: "1000" },
      "Le champ « limit » doit être inférieur ou égal à 100.",
    ],
    [
      "a number too small",
      feedQuerySchema,
      { limit: "0" },
      "Le champ « limit » doit être supérieur ou égal à 1.",
    ],
    [
      "not a whole number",
      feedQuerySchema,
      { limit: "2.5" },
      "Le champ « limit » doit être un nombre entier.",
    ],
    [
      "a bad date",
      feedQuerySchema,
      { fromDate: "hier" },
      "Le champ « fromDate » doit être une date et heure ISO 8601 avec son fuseau.",
    ],
    [
      "an unknown status",
      statusChangeSchema,
      { status: "DONE" },
      expect.stringMatching(
        /^Le champ « status » doit valoir l'une de ces valeurs : NEW, PROCESSING/,
      ),
    ],
    ["a body that is not an object", sendMessageSchema, "texte", "La requête doit être un objet."],
  ])("%s", (_name, schema, input, expected) => {
    expect(messageOf(schema, input)).toEqual(expected);
  });

  it("never answers in English", () => {
    const english = /expected|received|Invalid|Too (big|small)/;
    for (const input of [{}, { content: 1 }, { content: "x", recipients: "u1" }, null, 42]) {
      expect(messageOf(sendMessageSchema, input)).not.toMatch(english);
    }
  });
});

describe("durations in words", () => {
  it.each([
    [1, "1 minute"],
    [2, "2 minutes"],
    [15, "15 minutes"],
  ])("%i → %s", (minutes, expected) => {
    expect(minutesText(minutes)).toBe(expected);
  });
});
