import { createTheme, Drawer, Modal, type CSSVariablesResolver } from "@mantine/core";
import { TEXTS } from "@reseau/shared";

/**
 * The app's look: calm blue, rounded, system fonts; breakpoints of 001 §2 (xs 0 is Mantine's
 * base, sm 576, md 768, lg 992, xl 1265), in em as Mantine expects.
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
  // every close button says what it does to a screen reader (RGAA 11.9)
  components: {
    Modal: Modal.extend({
      defaultProps: { closeButtonProps: { "aria-label": TEXTS.actions.close } },
    }),
    Drawer: Drawer.extend({
      defaultProps: { closeButtonProps: { "aria-label": TEXTS.actions.close } },
    }),
  },
});

/**
 * CSS variables over Mantine's defaults: "dimmed" text in gray 7 (#495057, 8.2:1 on white) rather
 * than gray 6 (#868e96, 3.3:1), so secondary text stays readable.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { "--mantine-color-dimmed": "var(--mantine-color-gray-7)" },
  dark: {},
});
