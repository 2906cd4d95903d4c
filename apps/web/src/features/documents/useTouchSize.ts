import { useMediaQuery } from "@mantine/hooks";

/**
 * The size of a small toolbar button: compact on a computer, at least 44 px high on a phone
 * (under 576 px), where a finger presses it (the design system's touch targets).
 */
export function useTouchSize(): { size: "compact-sm" | "md"; mih?: number } {
  const phone = useMediaQuery("(max-width: 35.99em)", false, { getInitialValueInEffect: false });
  return phone ? { size: "md", mih: 44 } : { size: "compact-sm" };
}
