/**
 * The patient's health card (issue 17 §1, §7), in Chromium: Léa (patient@demo.fr) fills her son
 * Léo's health card on « Ma Famille » at a phone's size (a blood type, allergens over 500
 * characters refused in French first, special information, a phone to call), then sends his
 * prescription to her pharmacy from « Mon profil » with « Pour qui ? » = Léo. Pharmacie du Centre
 * (pharmacie@demo.fr), at 1440 px, sees his blood type, allergens and NIR on his contact page and
 * on his row of « Dossiers patients » (where his mother's row shows hers). axe finds no serious or
 * critical violation on the dialog, on « Mon profil », on the contact page and on the folders.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { TEXTS, type PublicUser } from "@reseau/shared";
import { animationsDone, AXE_SIZES, violations } from "./axe.js";
import { ARTIFACTS, goToPage, loggedInPage, setUpJourney } from "./journey.js";
import { makeSmallJpeg } from "./keyboard.js";

const journey = setUpJourney();
const H = TEXTS.healthCard;

const ALLERGENS = "Amoxicilline, arachide";
const SPECIAL = "Asthme : Ventoline en cas de crise";

describe("a child's health card, in Chromium (issue 17 §1)", () => {
  it("his mother fills it and sends his prescription; the pharmacy sees it with his NIR", async () => {
    const base = journey.server.baseUrl;
    const mother = await loggedInPage(journey, "patient@demo.fr", AXE_SIZES[0]);

    // « Ma Famille »: Léo's health card, in its dialog
    await goToPage(mother, TEXTS.shell.family);
    await mother.waitForURL("**/familles");
    const leoCard = mother.getByTestId("family-member").filter({ hasText: "Léo" });
    await leoCard.getByRole("button", { name: new RegExp(`^${H.edit} : Léo`) }).click();
    const dialog = mother.getByRole("dialog", { name: /^Fiche santé de Léo/ });
    await dialog.waitFor();
    await dialog.getByLabel(H.bloodType).selectOption("O-");
    await dialog.getByLabel(H.allergens).fill("a".repeat(501));
    await dialog.getByLabel(H.special).fill(SPECIAL);
    await dialog.getByLabel(H.emergencyCall).fill("06 45 78 12 90");
    await dialog.getByTestId("health-card-save").click();
    // the shared rule, before any call
    await dialog.getByText(H.allergensTooLong).waitFor();
    await animationsDone(mother);
    expect((await violations(mother)).map((v) => `health card dialog ${v}`)).toEqual([]);
    await dialog.getByLabel(H.allergens).fill(ALLERGENS);
    await dialog.getByTestId("health-card-save").click();
    await mother.getByText(/La fiche santé de Léo .* est enregistrée\./).waitFor();
    await dialog.waitFor({ state: "detached" });
    await mother.screenshot({ path: path.join(ARTIFACTS, "health-card-family.png") });

    // his prescription, sent to her pharmacy from « Mon profil » (which has her own card too)
    await mother.goto(`${base}/profil`);
    await mother.getByRole("heading", { name: H.title }).waitFor();
    expect((await violations(mother)).map((v) => `profile ${v}`)).toEqual([]);
    await mother.getByTestId("open-document-add").click();
    const add = mother.getByRole("dialog");
    const forWhom = add.getByLabel(TEXTS.family.forWhom);
    await forWhom.waitFor();
    await forWhom.selectOption({ label: "Léo Martin" });
    const photo = path.join(journey.workDir, "ordonnance-leo.jpg");
    await writeFile(photo, await makeSmallJpeg(mother));
    await add.getByTestId("document-file-input").setInputFiles(photo);
    await add.getByTestId("document-preview").waitFor({ timeout: 60_000 });
    await add.getByTestId("document-name").fill("Ordonnance de Léo");
    await add
      .getByText(/Pharmacie du Centre/)
      .first()
      .waitFor();
    await add.getByTestId("document-send").click();
    await mother.getByText(/pour le compte de Léo/).waitFor();
    const family = (await (
      await mother.context().request.get(`${base}/ws/manager/list`)
    ).json()) as { accounts: { user: PublicUser }[] };
    const leo = family.accounts.map((a) => a.user).find((u) => u.firstName === "Léo");
    expect(leo?.nir).toBeTruthy();
    await mother.context().close();

    // the pharmacy: his contact page
    const pharmacy = await loggedInPage(
      journey,
      "pharmacie@demo.fr",
      AXE_SIZES[1],
      `/fiche-contact/${leo?.id ?? ""}`,
    );
    await pharmacy.getByRole("heading", { level: 1, name: /Léo/ }).waitFor();
    const main = pharmacy.getByRole("main");
    for (const text of ["O\u2212", ALLERGENS, SPECIAL, leo?.nir ?? "", H.bloodType]) {
      await main.getByText(text, { exact: true }).first().waitFor();
    }
    expect((await violations(pharmacy)).map((v) => `contact page ${v}`)).toEqual([]);
    await pharmacy.screenshot({ path: path.join(ARTIFACTS, "health-card-contact.png") });

    // « Dossiers patients »: his mother's row (she sent her own prescriptions) has her card
    await pharmacy.goto(`${base}/dossiers-patients`);
    const rows = pharmacy.getByTestId("patient-table").getByTestId("patient-row");
    await pharmacy.getByLabel(TEXTS.patients.searchLabel).fill("Léa Martin");
    const lea = rows.filter({ hasText: "Léa Martin" });
    await lea.waitFor();
    expect(await lea.textContent()).toContain("Groupe sanguin\u00a0: A+");
    expect((await violations(pharmacy)).map((v) => `folders ${v}`)).toEqual([]);

    // and his row, found by his name (a child whose manager shared his document is listed)
    await pharmacy.getByLabel(TEXTS.patients.searchLabel).fill("Léo");
    const row = rows.filter({ hasText: "Léo Martin" });
    await row.waitFor();
    const rowText = await row.textContent();
    expect(rowText).toContain("O\u2212");
    expect(rowText).toContain(ALLERGENS);
    expect(rowText).toContain(leo?.nir ?? "");
    await pharmacy.context().close();
  });
});
