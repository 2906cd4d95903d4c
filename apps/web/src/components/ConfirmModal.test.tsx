import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../test/render";
import { ConfirmModal } from "./ConfirmModal";

describe("ConfirmModal", () => {
  it("asks, focuses « Annuler », and lets the caller confirm or cancel", async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    renderWithProviders(
      <ConfirmModal
        opened
        title="Supprimer ce dossier"
        text="Ses documents restent."
        confirmLabel="Supprimer"
        onConfirm={onConfirm}
        onClose={onClose}
      />,
    );
    const dialog = await screen.findByRole("dialog", { name: "Supprimer ce dossier" });
    expect(within(dialog).getByText("Ses documents restent.")).toBeTruthy();
    const cancel = within(dialog).getByRole("button", { name: "Annuler" });
    await waitFor(() => expect(document.activeElement).toBe(cancel));
    fireEvent.click(within(dialog).getByRole("button", { name: "Supprimer" }));
    expect(onConfirm).toHaveBeenCalledOnce();
    fireEvent.click(cancel);
    expect(onClose).toHaveBeenCalledOnce();
  });
});
