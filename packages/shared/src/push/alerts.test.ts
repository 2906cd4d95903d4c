import { describe, expect, it } from "vitest";
import { alertDocumentLabel, messageAlert } from "./alerts.js";

const prescription = { type: "PRESC_DRUG", name: "IMG_2041.jpg", date: "2026-11-26T09:15:00.000Z" };

describe("messageAlert", () => {
  it("names the sender and the document by its kind and day, not its file name", () => {
    expect(
      messageAlert({
        content: "Elle est prête.",
        senderName: "Pharmacie du Centre",
        document: prescription,
      }),
    ).toEqual({
      title: "Message de Pharmacie du Centre",
      body: "Ordonnance du 26 nov. — Elle est prête.",
    });
  });

  it("keeps « Notification » and the bare text when neither is known", () => {
    expect(messageAlert({ content: "Bonjour" })).toEqual({
      title: "Notification",
      body: "Bonjour",
    });
  });

  it("names a document of a kind without a label by its name", () => {
    expect(alertDocumentLabel({ type: "pub1", name: "Affiche", date: prescription.date })).toBe(
      "Affiche",
    );
  });
});
