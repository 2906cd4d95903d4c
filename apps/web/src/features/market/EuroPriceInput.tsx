import { TextInput } from "@mantine/core";
import type { UseFormRegisterReturn } from "react-hook-form";

/** Cents as a French user types euros: 1290 → "12,90"; nothing → "". */
export const centsToInput = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? "" : (cents / 100).toFixed(2).replace(".", ",");

/**
 * A price typed in euros with a French decimal comma ("12,90"), for the product and discount
 * edit modals (001 §2): a decimal keypad on phones, required, the shared schema's French error
 * under it. `registration` is react-hook-form's `register("price")`; the schema
 * (`euroTextSchema`) turns the text into cents.
 */
export function EuroPriceInput({
  label,
  error,
  registration,
  autoFocus = false,
}: {
  label: string;
  error?: string;
  registration: UseFormRegisterReturn;
  /** True when the modal's first field is this one (Mantine's `data-autofocus`). */
  autoFocus?: boolean;
}) {
  return (
    <TextInput
      label={label}
      inputMode="decimal"
      autoComplete="off"
      required
      error={error}
      {...(autoFocus ? { "data-autofocus": true } : {})}
      {...registration}
    />
  );
}
