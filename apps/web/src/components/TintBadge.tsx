import { Badge, type BadgeProps } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * A badge of the design system: dark text on the lightest tint of `color`, the colour itself in
 * the border. Yellow, orange and green shades cannot carry text at 4.5:1 (RGAA 3.2); the tint
 * and the border carry the cue. `border` picks the border's shade (6 unless said).
 */
export function TintBadge({
  color,
  border = 6,
  size = "md",
  testId,
  children,
}: {
  color: string;
  border?: number;
  size?: BadgeProps["size"];
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Badge
      color={color}
      variant="light"
      size={size}
      radius="sm"
      tt="none"
      style={{ flexShrink: 0, overflow: "visible" }}
      styles={{
        root: {
          color: "var(--mantine-color-gray-9)",
          backgroundColor: `var(--mantine-color-${color}-0)`,
          border: `1px solid var(--mantine-color-${color}-${border})`,
        },
        label: { overflow: "visible" },
      }}
      data-testid={testId}
    >
      {children}
    </Badge>
  );
}
