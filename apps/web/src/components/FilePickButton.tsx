import { Button, type ButtonProps } from "@mantine/core";
import { useRef, type ChangeEvent, type ReactNode } from "react";

/** Props of a button that opens the file chooser (or the camera with `capture`). */
export interface FilePickButtonProps extends Omit<ButtonProps, "children"> {
  children: ReactNode;
  accept: string;
  onFile: (file: File) => void;
  capture?: "environment" | "user";
  /** On the file input, for tests that hand it a file (`setInputFiles`). */
  "data-testid"?: string;
}

const visuallyHidden = {
  position: "absolute",
  width: 1,
  height: 1,
  opacity: 0,
  overflow: "hidden",
  pointerEvents: "none",
} as const;

/**
 * A button that opens the file chooser: the visible button is the control the keyboard reaches,
 * with its focus ring and its name (issue 7 §3); it clicks a hidden file input, which is out of
 * the tab order and of the accessibility tree. The button usually gives way to what the file
 * became: the caller puts the focus there (`focusOnMount` on the preview).
 */
export function FilePickButton({
  children,
  accept,
  onFile,
  capture,
  "data-testid": testId,
  ...buttonProps
}: FilePickButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    // let the same file be chosen again after a cancel
    event.currentTarget.value = "";
    if (file) onFile(file);
  };
  return (
    <>
      <Button type="button" onClick={() => input.current?.click()} {...buttonProps}>
        {children}
      </Button>
      <input
        ref={input}
        type="file"
        accept={accept}
        capture={capture}
        onChange={change}
        tabIndex={-1}
        aria-hidden="true"
        style={visuallyHidden}
        data-testid={testId}
      />
    </>
  );
}

/**
 * A ref callback that focuses its element once, when it appears: e.g. the preview of a picked
 * file, so keyboard and screen-reader users land on what they chose (issue 7 §3). The element
 * needs `tabIndex={-1}` unless it is focusable already.
 */
export function focusOnMount(element: HTMLElement | null): void {
  // it appears where the focus was: no scroll, which would hide its top while a picture loads
  element?.focus({ preventScroll: true });
}
