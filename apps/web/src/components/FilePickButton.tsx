import { Button, type ButtonProps } from "@mantine/core";
import type { ChangeEvent, ReactNode } from "react";

/** Props of a button that opens the file chooser (or the camera with `capture`). */
export interface FilePickButtonProps extends Omit<ButtonProps, "children"> {
  children: ReactNode;
  accept: string;
  onFile: (file: File) => void;
  capture?: "environment" | "user";
  "data-testid"?: string;
}

const visuallyHidden = {
  position: "absolute",
  width: 1,
  height: 1,
  opacity: 0,
  overflow: "hidden",
} as const;

/**
 * A button that is the label of a file input: the input stays in the accessibility tree under
 * the button's text, so tests and screen readers reach it by its label.
 */
export function FilePickButton({
  children,
  accept,
  onFile,
  capture,
  "data-testid": testId,
  ...buttonProps
}: FilePickButtonProps) {
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    // let the same file be chosen again after a cancel
    event.currentTarget.value = "";
    if (file) onFile(file);
  };
  return (
    <Button component="label" pos="relative" {...buttonProps}>
      {children}
      <input
        type="file"
        accept={accept}
        capture={capture}
        onChange={change}
        style={visuallyHidden}
        data-testid={testId}
      />
    </Button>
  );
}
