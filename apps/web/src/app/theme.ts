import { createTheme, type CSSVariablesResolver } from "@mantine/core";
import { COMMON_TEXTS } from "@reseau/shared";
import { PasswordVisibilityIcon } from "../components/PasswordVisibilityIcon";
import "./global.css";

/**
 * Pro Santé Connect's blue, its charter's colour for its login button: the one colour of the app
 * that is not the theme's (white text on it: 11.4:1).
 */
export const PSC_BLUE = "#0B3D91";

/**
 * The app's look: calm blue, rounded, system fonts; breakpoints of 001 §2 (xs 0 is Mantine's
 * base, sm 576, md 768, lg 992, xl 1265), in em as Mantine expects. With `global.css`: a focus
 * ring on every control reached by keyboard, 44 px touch targets on touch screens (issue 7 §3).
 */
export const theme = createTheme({
  primaryColor: "blue",
  // blue 8 (#1971c2) under white text: 4.6:1, where the default blue 6 (#228be6) gave 3.56:1
  // (RGAA / WCAG 2.1 AA asks 4.5:1 for text)
  primaryShade: { light: 8, dark: 6 },
  defaultRadius: "md",
  fontFamily:
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  breakpoints: { xs: "30em", sm: "36em", md: "48em", lg: "62em", xl: "79.0625em" },
  // the ring shows for the keyboard (:focus-visible), not for a click
  focusRing: "auto",
  // a person who asked her system for less motion (prefers-reduced-motion) gets no transitions
  // (WCAG 2.3.3)
  respectReducedMotion: true,
  // every close button says what it does to a screen reader (RGAA 11.9)
  components: {
    // plain objects rather than Modal.extend(): the theme must not pull the components' code
    // into the first page
    Modal: { defaultProps: { closeButtonProps: { "aria-label": COMMON_TEXTS.actions.close } } },
    Drawer: { defaultProps: { closeButtonProps: { "aria-label": COMMON_TEXTS.actions.close } } },
    // a loader says what is loading (its aria-label) as a live status, not as a bare span
    Loader: { defaultProps: { role: "status" } },
    // a toast's text under its title: gray 7 (8.2:1 on white), where Mantine's gray 6 gave 3.3:1
    Notification: { styles: { description: { color: "var(--mantine-color-gray-7)" } } },
    // the eye is reached by Tab (Mantine skips it by default) and named by what it will do, in
    // its hidden text: no English aria-label, no aria-pressed on top of a name that changes
    PasswordInput: {
      defaultProps: {
        visibilityToggleFocusable: true,
        visibilityToggleIcon: PasswordVisibilityIcon,
        visibilityToggleButtonProps: { "aria-label": undefined, "aria-pressed": undefined },
      },
    },
  },
});

/**
 * CSS variables over Mantine's defaults (the contrast of RGAA / WCAG 2.1 AA): "dimmed" text in gray 7 (#495057, 8.2:1 on white) rather
 * than gray 6 (#868e96, 3.3:1), so secondary text stays readable; a field's error in red 9.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    "--mantine-color-dimmed": "var(--mantine-color-gray-7)",
    // a field's error and its text in red 9 (#c92a2a, 5.5:1 on white), where red 6 gave 3.3:1
    "--mantine-color-error": "var(--mantine-color-red-9)",
    // light and subtle buttons: their dark text (shade 9) stays at 4.5:1 on hover too, where
    // Mantine's shade 2 hover gave 4.0:1 (blue) — tint 0 at rest, tint 1 under the pointer
    ...Object.fromEntries(
      Object.keys(resolved.colors).flatMap((name) => [
        [`--mantine-color-${name}-light`, `var(--mantine-color-${name}-0)`],
        [`--mantine-color-${name}-light-hover`, `var(--mantine-color-${name}-1)`],
      ]),
    ),
  },
  dark: {},
});
