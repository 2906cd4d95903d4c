/**
 * The conversation about a prescription, in Chromium: a pharmacist asks the patient a question
 * from the enlarged document; the patient reads it live on her phone and answers from the
 * document viewer; the pharmacist sees the answer live, and under the "Messages" tab. A second
 * counter logged into the same pharmacy account follows the conversation live without being
 * toasted its own account's messages. The tabs show their counts.
 */
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { STATUS_MESSAGES, TEXTS } from "@reseau/shared";
import { ARTIFACTS, setUpJourney, signIn } from "./journey.js";

const journey = setUpJourney();

/** A browser signed in as `login` (through the API), showing its start page `landing`. */
async function loggedIn(
  login: string,
  landing: string,
  phone = false,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await journey.browser.newContext({
    locale: "fr-FR",
    timezoneId: "Europe/Paris",
    ...(phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {}),
  });
  const page = await context.newPage();
  await signIn(page, journey.server.baseUrl, login, landing);
  await page.waitForURL(`**${landing}`);
  return { context, page };
}

const toast = (page: Page, text: string) =>
  page.locator(".mantine-Notification-root").filter({ hasText: text });

describe("the conversation about a prescription, in Chromium", () => {
  it("the pharmacist asks, the patient answers from her phone, both live", async () => {
    const counterA = await loggedIn("pharmacie@demo.fr", "/dashboard");
    const counterB = await loggedIn("pharmacie@demo.fr", "/dashboard");
    const patient = await loggedIn("patient@demo.fr", "/feed", true);

    // The tabs say how many documents wait in each state.
    const tabs = counterA.page.getByTestId("dashboard-filter");
    await expect.poll(() => tabs.textContent()).toMatch(/Nouveaux \(\d+\)/);
    expect(await tabs.textContent()).toMatch(/En cours \(\d+\).*Traités \(\d+\)/);

    // Both counters open Léa Martin's new prescription.
    const row = counterA.page
      .locator('[data-testid^="doc-row-"]')
      .filter({ hasText: "Léa Martin" })
      .filter({ hasText: "Nouveau" })
      .first();
    const id = ((await row.getAttribute("data-testid")) ?? "").replace("doc-row-", "");
    await row.click();
    await counterB.page.getByTestId(`doc-row-${id}`).click();

    // Counter A asks a question.
    const question = "Avez-vous encore la boîte de Doliprane ?";
    const detailA = counterA.page.getByTestId("document-detail");
    await detailA.getByTestId("message-input").fill(question);
    await detailA.getByTestId("message-send").click();
    await toast(counterA.page, TEXTS.messages.sent).waitFor();
    expect(await detailA.getByTestId("message-input").inputValue()).toBe("");
    await detailA.getByTestId("conversation").getByText(question).waitFor();

    // Counter B sees it in the open conversation, without reloading.
    const detailB = counterB.page.getByTestId("document-detail");
    await detailB.getByTestId("conversation").getByText(question).waitFor({ timeout: 20_000 });

    // The patient sees the question in her prescription's card, opens the document and answers.
    const card = patient.page.getByTestId(`feed-doc-${id}`);
    await card.getByTestId("conversation").getByText(question).waitFor({ timeout: 20_000 });
    await card.getByRole("button", { name: TEXTS.feed.open }).click();
    const viewer = patient.page.getByRole("dialog");
    await viewer.getByTestId("conversation").getByText(question).waitFor();
    const answer = "Oui, il m'en reste une boîte entamée.";
    await viewer.getByTestId("message-input").fill(answer);
    await viewer.getByTestId("message-send").click();
    await toast(patient.page, TEXTS.messages.sent).waitFor();
    await viewer.getByTestId("conversation").getByText(answer).waitFor();
    await patient.page.screenshot({ path: path.join(ARTIFACTS, "patient-conversation.png") });

    // The pharmacist sees the answer live, and under "Messages".
    await detailA.getByTestId("conversation").getByText(answer).waitFor({ timeout: 20_000 });
    await tabs.getByText("Messages").click();
    const messageRow = counterA.page
      .locator('[data-testid^="msg-row-"]')
      .filter({ hasText: answer })
      .first();
    await messageRow.waitFor();
    expect(await messageRow.textContent()).toMatch(/Léa Martin/);
    await messageRow.click();
    await detailA.getByTestId("conversation").getByText(answer).waitFor();
    await counterA.page.screenshot({ path: path.join(ARTIFACTS, "pharmacy-conversation.png") });

    // A status change notifies the patient; the other counter refreshes but is not toasted.
    await tabs.getByText(/^Tous/).click();
    await counterA.page.getByTestId(`doc-row-${id}`).click();
    await counterA.page.getByTestId("status-menu").click();
    // the patient's toast shows for 2 s (TOAST_MS): watched from before the click, so that a slow
    // refresh of the other counter cannot let it come and go unseen
    const toasted = toast(patient.page, STATUS_MESSAGES.READY).first().waitFor({ timeout: 20_000 });
    toasted.catch(() => undefined);
    await counterA.page.getByRole("menuitem", { name: "Prêt" }).click();
    await detailB
      .getByTestId("conversation")
      .getByText(STATUS_MESSAGES.READY)
      .waitFor({ timeout: 20_000 });
    await toasted;
    // the alert names who wrote and the prescription it is about (issue 18 §3)
    expect(await toast(patient.page, STATUS_MESSAGES.READY).first().textContent()).toMatch(
      /^Message de .+Ordonnance du /,
    );
    expect(await toast(counterB.page, STATUS_MESSAGES.READY).count()).toBe(0);

    await Promise.all([counterA, counterB, patient].map(({ context }) => context.close()));
  });

  it("the « Messages » tab counts the unread messages until their document is opened", async () => {
    const counter = await loggedIn("pharmacie@demo.fr", "/dashboard");
    const tabs = counter.page.getByTestId("dashboard-filter");
    const unread = async () => /Messages \((\d+)\)/.exec((await tabs.textContent()) ?? "")?.[1];
    // the demo patient wrote to the pharmacy about documents nobody opened since
    await expect.poll(unread).toMatch(/^[1-9]\d*$/);
    const before = Number(await unread());
    await tabs.getByText(/^Tous/).click();
    const row = counter.page
      .locator('[data-testid^="doc-row-"]')
      .filter({ has: counter.page.getByTestId("unread-badge") })
      .first();
    const badge = Number(await row.getByTestId("unread-badge").textContent());
    await row.click();
    await counter.page.getByTestId("document-detail").waitFor();
    // opening it reads them: the tab's count drops by the row's red count
    await expect.poll(unread).toBe(String(before - badge));
    await counter.context.close();
  });
});
