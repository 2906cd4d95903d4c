import { act, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../test/render";
import { openConfirmModal } from "./confirmDialog";
import { deferOverlays, overlaysDrawn, overlaysWanted } from "./overlays";

describe("a confirm dialog asked for before the dialogs are drawn (issue 17 §5)", () => {
  it("has them asked for at once, and opens once they are there", async () => {
    deferOverlays();
    renderWithProviders(<p>Page</p>);
    openConfirmModal({
      title: "Supprimer ce document ?",
      labels: { confirm: "Oui", cancel: "Non" },
    });
    expect(overlaysWanted()).toBe(true);
    expect(screen.queryByText("Supprimer ce document ?")).toBeNull();

    act(() => overlaysDrawn());
    expect(await screen.findByText("Supprimer ce document ?")).toBeTruthy();
  });
});
