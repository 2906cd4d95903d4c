import { useMediaQuery } from "@mantine/hooks";

/** The catalogue and product pages' widest content (001 §2 "1280px for catalogue and product pages"). */
export const MARKET_MAX_WIDTH = 1280;

/**
 * Whether the catalogue pages have their side column (from md, 768 px): the category tree open
 * beside the products and the discounts under the filters; below it, a phone's single column.
 * Read at once (no phone layout flashing on a desktop): the app renders only in a browser.
 */
export function useMarketSideColumn(): boolean {
  return useMediaQuery("(min-width: 48em)", undefined, { getInitialValueInEffect: false });
}
