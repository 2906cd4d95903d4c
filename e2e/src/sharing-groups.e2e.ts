/**
 * Sharing groups (issue 21 §2), in Chromium: Léa (patient, on her phone) creates a group with her
 * pharmacy from « Groupes de partage », and writes to it; the pharmacist, on a desktop with the
 * group's feed open, reads the message live, and finds the group in its « Groupes
 * professionnels ». axe-core finds no serious or critical violation on the pages at either size.
 */
import { describe, expect, it } from "vitest";
import { TEXTS } from "@reseau/shared";
import { AXE_SIZES, violations } from "./axe.js";
import { loggedInPage, setUpJourney } from "./journey.js";

const journey = setUpJourney();
const [PHONE, DESKTOP] = AXE_SIZES;
const T = TEXTS.groups;

describe("sharing groups (issue 21 §2)", () => {
  it("a patient creates a group with her pharmacy and writes to it; the pharmacist reads it live", async () => {
    const patient = await loggedInPage(journey, "patient@demo.fr", PHONE, "/groupes");
    await patient.getByRole("heading", { level: 1, name: TEXTS.shell.pages.groupes }).waitFor();
    // the demo's group with her son and her doctor is there already
    await patient.getByRole("link", { name: "Suivi de Léo" }).waitFor();
    expect(await violations(patient)).toEqual([]);

    await patient.getByRole("textbox", { name: T.name }).fill("Famille Martin");
    await patient.getByRole("checkbox", { name: "Pharmacie du Centre" }).check();
    await patient.getByRole("button", { name: T.create }).click();
    await patient.waitForURL("**/feed-groupe?id=*");
    await patient.getByRole("heading", { level: 1, name: "Famille Martin" }).waitFor();
    await patient.getByText(T.emptyFeed).waitFor();
    const path = new URL(patient.url()).pathname + new URL(patient.url()).search;
    expect(await violations(patient)).toEqual([]);

    const pharmacy = await loggedInPage(journey, "pharmacie@demo.fr", DESKTOP, path);
    await pharmacy.getByRole("heading", { level: 1, name: "Famille Martin" }).waitFor();
    const members = pharmacy.getByTestId("group-member");
    await members.filter({ hasText: "Léa Martin" }).waitFor();
    await pharmacy.getByText(T.emptyFeed).waitFor();
    expect(await violations(pharmacy)).toEqual([]);

    const text = "Bonjour, pouvez-vous préparer mon ordonnance pour demain ?";
    await patient.getByRole("textbox", { name: T.writeLabel }).fill(text);
    await patient.getByTestId("message-send").click();
    await patient.getByTestId("group-feed").getByText(text).waitFor();

    // live: the pharmacist's page was not reloaded
    await pharmacy.getByTestId("group-feed").getByText(text).waitFor();
    expect(await violations(pharmacy)).toEqual([]);
    expect(await violations(patient)).toEqual([]);

    await pharmacy.goto(`${journey.server.baseUrl}/groupes-pro`);
    await pharmacy
      .getByRole("heading", { level: 1, name: TEXTS.shell.pages["groupes-pro"] })
      .waitFor();
    await pharmacy.getByRole("link", { name: "Famille Martin" }).waitFor();
    // the group of Léa's doctor is not the pharmacy's
    expect(await pharmacy.getByRole("link", { name: "Suivi de Léo" }).count()).toBe(0);
    expect(await violations(pharmacy)).toEqual([]);
    await Promise.all([patient.context().close(), pharmacy.context().close()]);
  });
});
