import { TEXTS } from "@reseau/shared";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { useForm } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../test/render";
import { BirthDateInput } from "./BirthDateInput";

function BirthForm({ onSubmit }: { onSubmit: (values: { birth: string }) => void }) {
  const form = useForm({ defaultValues: { birth: "" } });
  return (
    <form onSubmit={form.handleSubmit(onSubmit)}>
      <BirthDateInput {...form.register("birth")} />
      <button type="submit">ok</button>
    </form>
  );
}

/** Types `digits` one key at a time at the end of `input`, as a phone's number pad does. */
function typeDigits(input: HTMLInputElement, digits: string): string[] {
  const shown: string[] = [];
  for (const digit of digits) {
    fireEvent.change(input, { target: { value: input.value + digit } });
    shown.push(input.value);
  }
  return shown;
}

describe("BirthDateInput (issue 18 §4)", () => {
  it("shows « 15/03/2019 » as « 15032019 » is typed on the number pad, and sends it so", async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<BirthForm onSubmit={onSubmit} />);
    const input = screen.getByLabelText<HTMLInputElement>(TEXTS.fields.birth, { exact: false });
    expect(input.inputMode).toBe("numeric");
    expect(input.placeholder).toBe("JJ/MM/AAAA");

    expect(typeDigits(input, "15032019")).toEqual([
      "1",
      "15",
      "15/0",
      "15/03",
      "15/03/2",
      "15/03/20",
      "15/03/201",
      "15/03/2019",
    ]);
    fireEvent.click(screen.getByRole("button"));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ birth: "15/03/2019" });
  });

  it("keeps a date pasted with its slashes, and erases back over a slash", () => {
    renderWithProviders(<BirthForm onSubmit={() => {}} />);
    const input = screen.getByLabelText<HTMLInputElement>(TEXTS.fields.birth, { exact: false });
    fireEvent.change(input, { target: { value: "15/03/2019" } });
    expect(input.value).toBe("15/03/2019");
    fireEvent.change(input, { target: { value: "15/0" } });
    fireEvent.change(input, { target: { value: "15/" } });
    expect(input.value).toBe("15");
  });
});
