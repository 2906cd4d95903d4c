import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../test/render";
import { ThumbnailTile } from "./ThumbnailTile";

describe("ThumbnailTile", () => {
  it("shows a decorative picture, or the short mark without one", () => {
    const { container } = renderWithProviders(
      <>
        <ThumbnailTile src="data:image/jpeg;base64,AAAA" label="PDF" />
        <ThumbnailTile label="Lien" />
      </>,
    );
    const image = container.querySelector("img");
    expect(image?.getAttribute("alt")).toBe("");
    expect(image?.getAttribute("loading")).toBe("lazy");
    expect(screen.queryByText("PDF")).toBeNull();
    expect(screen.getByText("Lien")).toBeTruthy();
  });
});
