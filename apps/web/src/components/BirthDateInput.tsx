import { TextInput, type TextInputProps } from "@mantine/core";
import { formatBirthDigits, TEXTS } from "@reseau/shared";
import type { ChangeEvent, Ref } from "react";

/** Props of `BirthDateInput`: a `TextInput`'s, with react-hook-form's `register` spread in. */
export type BirthDateInputProps = Omit<TextInputProps, "type" | "inputMode"> & {
  ref?: Ref<HTMLInputElement>;
};

/**
 * Every birth date field of the app (issue 18 §4): « Date de naissance », `JJ/MM/AAAA`, the
 * phone's number pad (`inputMode="numeric"`), and the slashes put in as the digits are typed
 * (`formatBirthDigits`: « 15032019 » shows « 15/03/2019 »). The value the form reads, then sends,
 * stays `DD/MM/YYYY`, what the schemas expect. Label, hint and placeholder may be overridden.
 */
export function BirthDateInput({ onChange, ...props }: BirthDateInputProps) {
  const shape = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const formatted = formatBirthDigits(input.value);
    if (formatted !== input.value) {
      // the caret stays after the same digits (a digit fixed in the middle keeps its place)
      const caret = input.selectionStart ?? input.value.length;
      const digitsBefore = input.value.slice(0, caret).replace(/\D/g, "").length;
      const atEnd = caret >= input.value.length;
      input.value = formatted;
      const at = atEnd ? formatted.length : caretAfterDigits(formatted, digitsBefore);
      input.setSelectionRange(at, at);
    }
    onChange?.(event);
  };
  return (
    <TextInput
      label={TEXTS.fields.birth}
      description={TEXTS.fields.birthHint}
      placeholder={TEXTS.fields.birthHint}
      autoComplete="bday"
      maxLength={10}
      {...props}
      type="text"
      inputMode="numeric"
      onChange={shape}
    />
  );
}

/** The position in `text` just after its `count`-th digit (its start for none). */
function caretAfterDigits(text: string, count: number): number {
  if (count === 0) return 0;
  let seen = 0;
  for (let k = 0; k < text.length; k++) {
    if (/\d/.test(text.charAt(k)) && ++seen === count) return k + 1;
  }
  return text.length;
}
