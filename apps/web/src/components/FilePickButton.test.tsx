import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../test/render";
import { FilePickButton, focusOnMount } from "./FilePickButton";

describe("FilePickButton (issue 7 §3)", () => {
  it("is a real button the keyboard reaches; the file input stays out of the tab order", () => {
    const onFile = vi.fn();
    renderWithProviders(
      <FilePickButton accept="image/*" onFile={onFile} data-testid="file">
        Choisir un fichier
      </FilePickButton>,
    );
    const button = screen.getByRole("button", { name: "Choisir un fichier" });
    const input = screen.getByTestId("file");
    expect(button.tabIndex).toBe(0);
    expect(input.tabIndex).toBe(-1);
    expect(input.getAttribute("aria-hidden")).toBe("true");

    const opened = vi.spyOn(input, "click").mockImplementation(() => {});
    fireEvent.click(button);
    expect(opened).toHaveBeenCalledOnce();

    const file = new File(["x"], "ordonnance.jpg", { type: "image/jpeg" });
    fireEvent.change(input, { target: { files: [file] } });
    expect(onFile).toHaveBeenCalledWith(file);
  });

  it("focusOnMount puts the focus on what appears", () => {
    renderWithProviders(
      <div tabIndex={-1} ref={focusOnMount} data-testid="preview">
        Aperçu
      </div>,
    );
    expect(document.activeElement).toBe(screen.getByTestId("preview"));
  });
});
