// The login form drawn ahead (`prerender.tsx`) shows before the app runs it, and until then its
// button sends nothing (`LoginForm`: the browser would send the form itself, the password in the
// address). A person who already pressed Enter in a field or that button is not ignored: the press
// is kept, and the form sent once the app runs it. So is a press of a button marked
// `data-early="name"` (« Mot de passe oublié ? »): its name is handed to the form, which acts on it.

let asked: HTMLFormElement | null = null;
let action: string | null = null;
let stop: (() => void) | null = null;

const TYPED = new Set(["text", "email", "password"]);

/** Keeps, from now on, a press of Enter in a text field of a form in `root` or of its button. */
export function keepEarlySend(root: HTMLElement): void {
  const onKey = (event: KeyboardEvent) => {
    const field = event.target;
    if (event.key === "Enter" && field instanceof HTMLInputElement && TYPED.has(field.type)) {
      asked = field.form;
    }
  };
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    if (button?.getAttribute("aria-disabled") === "true" && button.form) asked = button.form;
    else if (button?.dataset.early) action = button.dataset.early;
  };
  root.addEventListener("keydown", onKey, true);
  root.addEventListener("click", onClick, true);
  stop = () => {
    root.removeEventListener("keydown", onKey, true);
    root.removeEventListener("click", onClick, true);
  };
}

/**
 * Once the app runs `form`: stops keeping presses, and sends it if one was kept for it.
 * @returns the `data-early` name of the last marked button pressed before, or null; the caller
 *   does what that button does (an action that does the same when done twice, in case the app
 *   also saw the press).
 */
export function sendIfAsked(form: HTMLFormElement | null): string | null {
  stop?.();
  stop = null;
  const kept = asked;
  const pressed = action;
  asked = null;
  action = null;
  if (form && kept === form) form.requestSubmit();
  return pressed;
}

/** The events that tell a person is using the page: a touch, a click, a key, a focus, a typing. */
const FIRST_MOVES = [
  "pointerdown",
  "touchstart",
  "mousedown",
  "keydown",
  "focusin",
  "input",
  "click",
];

/**
 * Calls `start` once, at the first sign on `page` (the document) that a person is using the page
 * drawn ahead: until then the drawn page is all they see and need (its links are plain links), and
 * the app's first render, the longest work of the page's load on a phone, waits. A press kept by
 * `keepEarlySend` meanwhile is acted on once the app runs. Screen readers in browse mode send a
 * click or a focus, not always a key.
 */
export function onFirstMove(page: EventTarget, start: () => void): void {
  const go = () => {
    for (const type of FIRST_MOVES) page.removeEventListener(type, go, true);
    start();
  };
  for (const type of FIRST_MOVES) page.addEventListener(type, go, { capture: true, passive: true });
}
