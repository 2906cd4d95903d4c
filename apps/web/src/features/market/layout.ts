/** The catalogue and product pages' widest content (001 §2 "1280px for catalogue and product pages"). */
export const MARKET_MAX_WIDTH = 1280;
