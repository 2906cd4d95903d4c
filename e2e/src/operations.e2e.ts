/**
 * Marketing operations (issue 21 §4): a groupement creates an operation and proposes it to a
 * member pharmacy with a remuneration in euros, and adds a PDF to the operation's documents (its
 * OPMARKET directory); the pharmacy accepts it on a phone; the groupement marks it « Terminée ».
 * Both pages are axe-clean.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { format, TEXTS } from "@reseau/shared";
import { AXE_SIZES, violations } from "./axe.js";
import { twoPagePdf } from "./files.js";
import { goToPage, loggedInPage, setUpJourney } from "./journey.js";

const journey = setUpJourney();
const [PHONE, DESKTOP] = AXE_SIZES;
const T = TEXTS.operations;
/** Intl's French euros put a narrow no-break space before « € ». */
const euros = (text: string | null) => (text ?? "").replace(/\u202f|\u00a0/g, " ");

describe("marketing operations (issue 21 §4)", () => {
  it("a groupement proposes an operation to a member pharmacy, which accepts; the groupement finishes it", async () => {
    const name = "Semaine de la peau";
    const manager = await loggedInPage(journey, "groupe.galien@demo.fr", DESKTOP, "/dashboard");
    await goToPage(manager, T.listTitle);
    await manager.waitForURL("**/liste-ops");
    await manager.getByRole("heading", { level: 1, name: T.listTitle }).waitFor();
    await manager.getByRole("textbox", { name: T.nameLabel }).fill(name);
    await manager.getByLabel(T.startLabel).fill("2026-12-01");
    await manager.getByLabel(T.endLabel).fill("2026-12-15");
    await manager.getByRole("button", { name: T.create }).click();
    const operation = manager.getByTestId("operation").filter({ hasText: name });
    await operation.getByText(T.noSubmissions).waitFor();
    expect(await violations(manager)).toEqual([]);

    await operation.getByRole("link", { name: format(T.detailsOf, { name }) }).click();
    await manager.waitForURL("**/op?id=*");
    await manager.getByRole("heading", { level: 1, name }).waitFor();
    await manager
      .getByRole("combobox", { name: T.receiverLabel })
      .selectOption({ label: "Pharmacie du Centre" });
    await manager.getByRole("textbox", { name: T.amountLabel }).fill("150");
    await manager.getByRole("button", { name: T.propose }).click();
    const row = manager.getByTestId("submission").filter({ hasText: "Pharmacie du Centre" });
    await row.getByText(T.statuses.PROPOSED, { exact: true }).waitFor();
    expect(euros(await row.textContent())).toContain("150,00 €");

    // the operation's documents: the manager adds a PDF, listed under her name
    await manager.getByText(T.noDocuments).waitFor();
    const pdf = path.join(journey.workDir, "brief-operation.pdf");
    await writeFile(pdf, twoPagePdf());
    await manager.getByTestId("op-attach").setInputFiles(pdf);
    const documents = manager.getByRole("region", { name: T.documentsTitle });
    await documents.getByText("brief-operation.pdf").waitFor();
    await documents.getByText("Groupement Galien").waitFor();
    expect(await violations(manager)).toEqual([]);

    const pharmacy = await loggedInPage(journey, "pharmacie@demo.fr", PHONE, "/liste-ops");
    await pharmacy.getByRole("heading", { level: 1, name: T.listTitle }).waitFor();
    const received = pharmacy.getByTestId("received-submission").filter({ hasText: name });
    await received.getByText(format(T.proposedBy, { name: "Groupement Galien" })).waitFor();
    expect(euros(await received.textContent())).toContain("150,00 €");
    expect(await violations(pharmacy)).toEqual([]);
    await received.getByRole("button", { name: T.accept }).click();
    await received.getByText(T.statuses.ACCEPTED, { exact: true }).waitFor();
    expect(await received.getByRole("button").count()).toBe(0);
    await pharmacy.context().close();

    // the groupement sees the answer live (the `submission` event), then finishes it
    await row.getByText(T.statuses.ACCEPTED, { exact: true }).waitFor();
    await row.getByRole("button", { name: T.finish }).click();
    await row.getByText(T.statuses.FINISHED, { exact: true }).waitFor();
    expect(await row.getByRole("button").count()).toBe(0);
    expect(await violations(manager)).toEqual([]);
    await manager.context().close();
  });
});
