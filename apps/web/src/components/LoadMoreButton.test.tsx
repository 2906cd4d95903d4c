import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../test/render";
import { LoadMoreButton, type NextPages } from "./LoadMoreButton";

const query = (overrides: Partial<NextPages> = {}): NextPages => ({
  hasNextPage: true,
  isFetchingNextPage: false,
  fetchNextPage: vi.fn(() => Promise.resolve()),
  ...overrides,
});

describe("LoadMoreButton (issue 17 §3)", () => {
  it("« Charger plus » fetches the next page", () => {
    const list = query();
    renderWithProviders(<LoadMoreButton query={list} />);
    fireEvent.click(screen.getByRole("button", { name: "Charger plus" }));
    expect(list.fetchNextPage).toHaveBeenCalledOnce();
  });

  it("says nothing once the list is complete", () => {
    renderWithProviders(<LoadMoreButton query={query({ hasNextPage: false })} />);
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("does not fetch twice while a page is on its way", () => {
    const list = query({ isFetchingNextPage: true });
    renderWithProviders(<LoadMoreButton query={list} />);
    fireEvent.click(screen.getByRole("button"));
    expect(list.fetchNextPage).not.toHaveBeenCalled();
  });

  it("takes another label for another list", () => {
    renderWithProviders(<LoadMoreButton query={query()} label="Messages précédents" />);
    expect(screen.getByRole("button", { name: "Messages précédents" })).toBeTruthy();
  });
});
