import { formatParisDateTime, TEXTS, type AuditEntry } from "@reseau/shared";
import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeUser } from "../../test/factories";
import { clearCookies, mockFetch } from "../../test/fetchMock";
import { renderWithProviders } from "../../test/render";
import { FolderReadsSection, MyReadsSection } from "./AuditSections";

beforeEach(() => clearCookies());
afterEach(() => vi.unstubAllGlobals());

const read: AuditEntry = {
  id: "r1",
  date: "2026-03-20T09:15:00.000Z",
  actor: { id: "ph", type: "pharmacy", name: "Pharmacie du Centre" },
  document: { id: "d1", name: "Ordonnance du 3 mars", type: "PRESC_DRUG" },
};
const gone: AuditEntry = {
  id: "r2",
  date: "2026-03-19T09:15:00.000Z",
  actor: { id: "x", type: null, name: null },
  document: { id: "d2", name: null, type: null },
};
const leo = makeUser("patient", { id: "leo", firstName: "Léo", lastName: "Martin" });

describe("« Qui a consulté mes documents » (issue 24 §2)", () => {
  it("shows my reads and my family member's, each as a table, without a click", async () => {
    const calls = mockFetch((call) => {
      if (call.url.startsWith("/ws/manager/list"))
        return { status: 200, body: { accounts: [{ user: leo }] } };
      if (call.url.startsWith("/ws/user/leo/audit")) return { status: 200, body: [] };
      return { status: 200, body: [read, gone] };
    });
    renderWithProviders(<MyReadsSection user={makeUser("patient")} />, {
      user: makeUser("patient"),
    });
    const mine = await screen.findByRole("table", { name: TEXTS.audit.title });
    const rows = within(mine).getAllByRole("row");
    expect(rows[1]?.textContent).toContain(formatParisDateTime(read.date));
    expect(rows[1]?.textContent).toContain("Pharmacie du Centre");
    expect(rows[1]?.textContent).toContain("Ordonnance du 3 mars");
    expect(rows[2]?.textContent).toContain(TEXTS.audit.unknownActor);
    expect(rows[2]?.textContent).toContain(TEXTS.audit.deletedDocument);
    expect(await screen.findByText(TEXTS.audit.memberEmpty)).toBeTruthy();
    expect(calls.some((call) => call.url.startsWith("/ws/user/leo/audit"))).toBe(true);
  });

  it("a professional's own reads in the patient's folder, or its empty text", async () => {
    const calls = mockFetch(() => ({ status: 200, body: [] }));
    renderWithProviders(<FolderReadsSection patient={leo} />, { user: makeUser("pharmacy") });
    expect(await screen.findByText(TEXTS.audit.folderEmpty)).toBeTruthy();
    expect(calls[0]?.url).toMatch(/^\/ws\/patients\/leo\/audit/);
  });
});
