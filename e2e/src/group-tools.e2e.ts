/**
 * A pharmacy group's tools (issue 21 §5): a groupement invites a pharmacy by e-mail, which
 * accepts in its account; a group manager builds a scored survey and activates it, a member
 * pharmacy answers it on a phone, and the manager reads the score and its chart; a manager
 * publishes a poster to two of its pharmacies, which see it arrive on their dashboards. Every page
 * is axe-clean.
 */
import path from "node:path";
import { writeFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { format, TEXTS } from "@reseau/shared";
import { AXE_SIZES, violations } from "./axe.js";
import { twoPagePdf } from "./files.js";
import { loggedInPage, setUpJourney } from "./journey.js";

const journey = setUpJourney();
const [PHONE, DESKTOP] = AXE_SIZES;
const M = TEXTS.membership;
const S = TEXTS.surveys;
const P = TEXTS.publications;

describe("a pharmacy group's tools (issue 21)", () => {
  it("a groupement invites a pharmacy by e-mail; the pharmacy accepts in its account and is a member", async () => {
    const manager = await loggedInPage(
      journey,
      "groupe.well@demo.fr",
      DESKTOP,
      "/membres-groupement",
    );
    await manager.getByRole("heading", { level: 1, name: M.membersTitle }).waitFor();
    await manager.getByLabel(M.inviteEmailLabel).fill("pharmacie@demo.fr");
    await manager.getByRole("button", { name: M.invite }).click();
    await manager.getByTestId("pending").filter({ hasText: "Pharmacie du Centre" }).waitFor();
    expect(await violations(manager)).toEqual([]);

    const pharmacy = await loggedInPage(journey, "pharmacie@demo.fr", PHONE, "/compte");
    const invitation = pharmacy
      .getByTestId("invitation")
      .filter({ hasText: format(M.invitedBy, { name: "Groupement Well" }) });
    await invitation.getByRole("button", { name: M.accept }).click();
    await pharmacy.getByTestId("my-group").filter({ hasText: "Groupement Well" }).waitFor();
    expect(await violations(pharmacy)).toEqual([]);
    await pharmacy.context().close();

    await manager.reload();
    await manager.getByTestId("member").filter({ hasText: "Pharmacie du Centre" }).waitFor();
    expect(await manager.getByTestId("pending").count()).toBe(0);
    await manager.context().close();
  });

  it("a manager builds and activates a survey, a pharmacy answers it on a phone, the manager reads its score", async () => {
    const title = "Retraits du samedi";
    const manager = await loggedInPage(
      journey,
      "groupe.galien@demo.fr",
      DESKTOP,
      "/questionnaire-admin",
    );
    await manager.getByRole("button", { name: S.newSurvey }).click();
    await manager.getByRole("textbox", { name: S.titleLabel }).fill(title);
    await manager.getByLabel(S.kindLabel).selectOption("pharma");
    await manager
      .getByRole("textbox", { name: "Intitulé de la question 1" })
      .fill("Ouvrez-vous le samedi ?");
    const question = manager.getByRole("group", { name: "Question 1" });
    await question.getByLabel(S.questionType).selectOption("radio");
    await manager.getByRole("textbox", { name: "Option A" }).fill("Toute la journée");
    await manager.getByRole("textbox", { name: "Option B" }).fill("Le matin");
    await question.getByRole("switch", { name: S.scored }).click();
    await manager.getByRole("textbox", { name: "Points de l’option A" }).fill("3");
    expect(await violations(manager)).toEqual([]);
    await manager.getByRole("button", { name: S.saveSurvey }).click();

    const row = manager.getByTestId("survey-list").getByRole("row", { name: new RegExp(title) });
    await row.getByRole("button", { name: `Actions sur « ${title} »` }).click();
    await manager.getByRole("menuitem", { name: S.setStatus.ACTIVE, exact: true }).click();
    await row.getByText(S.statuses.ACTIVE).waitFor();

    const pharmacy = await loggedInPage(journey, "pharmacie@demo.fr", PHONE, "/questionnaires");
    await pharmacy.getByRole("button", { name: `${S.answer} : ${title}` }).click();
    await pharmacy.getByRole("heading", { level: 1, name: title }).waitFor();
    await pharmacy.getByLabel("Toute la journée").check();
    expect(await violations(pharmacy)).toEqual([]);
    await pharmacy.getByRole("button", { name: S.submitAnswer }).click();
    await pharmacy.getByRole("heading", { level: 1, name: S.listTitle }).waitFor();
    await pharmacy.context().close();

    await manager.reload();
    const answered = manager
      .getByTestId("survey-list")
      .getByRole("row", { name: new RegExp(title) });
    await answered.getByRole("button", { name: `Actions sur « ${title} »` }).click();
    await manager.getByRole("menuitem", { name: S.results }).click();
    await manager.getByRole("heading", { level: 1, name: title }).waitFor();
    await manager.getByTestId("survey-answers").getByRole("row", { name: / 3$/ }).waitFor();
    await manager.getByText(S.scoreChart).waitFor();
    expect(await violations(manager)).toEqual([]);
    await manager.context().close();
  });

  it("a manager publishes a poster to two of its pharmacies, which see it arrive live; a third does not get it", async () => {
    const name = "Affiche campagne grippe";
    const all = "/dashboard?etat=DOCS_ALL";
    const centre = await loggedInPage(journey, "pharmacie@demo.fr", DESKTOP, all);
    const villeurbanne = await loggedInPage(journey, "pharmacie.villeurbanne@demo.fr", PHONE, all);
    for (const pharmacy of [centre, villeurbanne]) {
      await pharmacy.getByRole("heading", { level: 1 }).waitFor();
      expect(await pharmacy.getByText(name).count()).toBe(0);
    }

    const manager = await loggedInPage(journey, "groupe.galien@demo.fr", DESKTOP, "/modal-publish");
    await manager.getByRole("textbox", { name: P.documentName }).fill(name);
    const pdf = path.join(journey.workDir, "affiche-grippe.pdf");
    await writeFile(pdf, twoPagePdf());
    await manager.getByTestId("publish-file-input").setInputFiles(pdf);
    await manager.getByRole("button", { name: TEXTS.documents.pdfAsIs }).click();
    const recipients = manager.getByRole("group", { name: P.recipients });
    await recipients.getByRole("checkbox").first().waitFor();
    for (const box of await recipients.getByRole("checkbox").all()) await box.uncheck();
    await recipients.getByRole("checkbox", { name: /Pharmacie du Centre/ }).check();
    await recipients.getByRole("checkbox", { name: /Gratte-Ciel/ }).check();
    expect(await violations(manager)).toEqual([]);
    await manager.getByRole("button", { name: P.publish }).click();
    await manager.getByText(format(P.sentTo, { count: 2 })).waitFor();

    // live: neither dashboard is reloaded
    for (const pharmacy of [centre, villeurbanne]) await pharmacy.getByText(name).first().waitFor();
    expect(await violations(villeurbanne)).toEqual([]);

    const paris = await loggedInPage(journey, "pharmacie.paris@demo.fr", DESKTOP, all);
    await paris.getByRole("heading", { level: 1 }).waitFor();
    await paris.waitForLoadState("networkidle");
    expect(await paris.getByText(name).count()).toBe(0);
    for (const page of [centre, villeurbanne, manager, paris]) await page.context().close();
  });
});
