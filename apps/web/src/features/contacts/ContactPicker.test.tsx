import { TEXTS } from "@reseau/shared";
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { makeUser } from "../../test/factories";
import { renderWithProviders } from "../../test/render";
import { ContactPicker } from "./ContactPicker";

const pharmacies = Array.from({ length: 6 }, (_, i) =>
  makeUser("pharmacy", { id: `p${i}`, name: `Pharmacie ${i + 1}`, mainName: `Pharmacie ${i + 1}` }),
);
const tick = (name: string) =>
  fireEvent.click(screen.getByRole("checkbox", { name: new RegExp(name) }));

describe("ContactPicker (000 §2, §5 Picker)", () => {
  it("shares with at most 5 contacts, then says so", async () => {
    const onConfirm = vi.fn();
    renderWithProviders(
      <ContactPicker
        opened
        onClose={vi.fn()}
        mode="share"
        candidates={pharmacies}
        onConfirm={onConfirm}
      />,
    );
    expect(await screen.findByText("Destinataires")).toBeTruthy();
    for (let i = 1; i <= 6; i++) tick(`^Pharmacie ${i}$`);
    expect(screen.getByRole("alert").textContent).toBe(
      "Merci de ne pas sélectionner plus de 5 contacts de partage.",
    );
    expect(
      (screen.getByRole("checkbox", { name: /Pharmacie 6/ }) as HTMLInputElement).checked,
    ).toBe(false);
    fireEvent.click(screen.getByTestId("picker-confirm"));
    expect(onConfirm).toHaveBeenCalledWith(["p0", "p1", "p2", "p3", "p4"]);
  });

  it("needs at least one contact to confirm", async () => {
    const onConfirm = vi.fn();
    renderWithProviders(
      <ContactPicker
        opened
        onClose={vi.fn()}
        mode="share"
        candidates={pharmacies}
        onConfirm={onConfirm}
      />,
    );
    fireEvent.click(await screen.findByTestId("picker-confirm"));
    expect(screen.getByRole("alert").textContent).toBe(
      "Vous devez selectionner au moins un contact ...",
    );
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("takes only one patient", async () => {
    const patients = [
      makeUser("patient", {
        id: "a",
        firstName: "Léa",
        lastName: "Martin",
        mainName: "Léa Martin",
      }),
      makeUser("patient", { id: "b", firstName: "Jean", lastName: "Roux", mainName: "Jean Roux" }),
    ];
    renderWithProviders(
      <ContactPicker
        opened
        onClose={vi.fn()}
        mode="patient"
        candidates={patients}
        onConfirm={vi.fn()}
      />,
    );
    expect(await screen.findByText("Patients")).toBeTruthy();
    tick("Léa Martin");
    tick("Jean Roux");
    expect(screen.getByRole("alert").textContent).toBe("Vous ne devez sélectionner qu'un patient.");
  });

  it("keeps an already-shared contact ticked", async () => {
    renderWithProviders(
      <ContactPicker
        opened
        onClose={vi.fn()}
        mode="share"
        candidates={pharmacies}
        alreadyShared={["p0"]}
        onConfirm={vi.fn()}
      />,
    );
    tick("Pharmacie 1 ");
    expect(screen.getByRole("alert").textContent).toBe(TEXTS.picker.cannotUnshare);
    expect(
      (screen.getByRole("checkbox", { name: /Pharmacie 1 / }) as HTMLInputElement).checked,
    ).toBe(true);
  });

  it("is titled by mode: the default pharmacy, the group's pharmacies", async () => {
    const { unmount } = renderWithProviders(
      <ContactPicker opened onClose={vi.fn()} mode="pharma" candidates={[]} onConfirm={vi.fn()} />,
    );
    expect(await screen.findByText("Pharmacies")).toBeTruthy();
    expect(screen.getByText(TEXTS.picker.none)).toBeTruthy();
    unmount();
    renderWithProviders(
      <ContactPicker opened onClose={vi.fn()} mode="manager" candidates={[]} onConfirm={vi.fn()} />,
    );
    expect(await screen.findByText("Pharmacies du groupe")).toBeTruthy();
  });

  it("finds a patient by typing part of her name, each with her status in words (issue 18 §5)", async () => {
    const onConfirm = vi.fn();
    const patients = [
      makeUser("patient", {
        id: "a",
        firstName: "Léa",
        lastName: "Martin",
        mainName: "Léa Martin",
      }),
      makeUser("patient", {
        id: "b",
        firstName: "Jean",
        lastName: "Roux",
        mainName: "Jean Roux",
        status: "NEW",
      }),
    ];
    renderWithProviders(
      <ContactPicker
        opened
        onClose={vi.fn()}
        mode="patient"
        candidates={patients}
        single
        onConfirm={onConfirm}
      />,
    );
    const search = await screen.findByRole("searchbox", { name: TEXTS.directory.searchPatient });
    // the status is read with the name, and shown in words
    const jean = screen.getByRole("checkbox", { name: /Jean Roux/ });
    expect(jean.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(jean.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      TEXTS.contactPage.status.NEW,
    );
    expect(screen.getByText(TEXTS.contactPage.status.ACTIVE)).toBeTruthy();

    fireEvent.change(search, { target: { value: "mart" } });
    expect(screen.queryByRole("checkbox", { name: /Jean Roux/ })).toBeNull();
    expect(screen.getByTestId("picker-matches").textContent).toBe(TEXTS.picker.shownOne);
    tick("Léa Martin");
    fireEvent.click(screen.getByTestId("picker-confirm"));
    expect(onConfirm).toHaveBeenCalledWith(["a"]);

    fireEvent.change(search, { target: { value: "zzz" } });
    expect(screen.queryAllByRole("checkbox")).toHaveLength(0);
    expect(screen.getByTestId("picker-matches").textContent).toBe(TEXTS.picker.noMatch);
  });
});
