import { createTheme } from "@mantine/core";

/**
 * The app's look: calm blue, rounded, system fonts; breakpoints of 001 §2 (xs 0 is Mantine's
 * base, sm 576, md 768, lg 992, xl 1265), in em as Mantine expects.
 */
export const theme = createTheme({
  primaryColor: "blue",
  defaultRadius: "md",
  fontFamily:
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  breakpoints: { xs: "30em", sm: "36em", md: "48em", lg: "62em", xl: "79.0625em" },
});
