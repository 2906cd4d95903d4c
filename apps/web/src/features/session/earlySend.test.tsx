import { describe, expect, it, vi } from "vitest";
import { onFirstMove } from "./earlySend";

describe("onFirstMove (the drawn page taken over at a person's first move, issue 17 §5)", () => {
  it("waits for a move, then starts once, whatever the moves that follow", () => {
    document.body.innerHTML = `<div id="root"><a href="/login">Se connecter</a><input></div>`;
    const start = vi.fn();
    onFirstMove(document, start);
    // the page loading, the browser idle: nothing
    window.dispatchEvent(new Event("load"));
    expect(start).not.toHaveBeenCalled();
    // a key pressed with nothing focused (its target is the body, outside the app's root)
    document.body.dispatchEvent(new KeyboardEvent("keydown", { key: "Shift", bubbles: true }));
    expect(start).toHaveBeenCalledOnce();
    document.querySelector("input")?.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    document.querySelector("a")?.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(start).toHaveBeenCalledOnce();
  });

  it("takes a screen reader's click or focus as a move", () => {
    for (const event of [
      new MouseEvent("click", { bubbles: true }),
      new FocusEvent("focusin", { bubbles: true }),
    ]) {
      document.body.innerHTML = `<div id="root"><button>Se connecter</button></div>`;
      const start = vi.fn();
      onFirstMove(document, start);
      document.querySelector("button")?.dispatchEvent(event);
      expect(start).toHaveBeenCalledOnce();
    }
  });
});
