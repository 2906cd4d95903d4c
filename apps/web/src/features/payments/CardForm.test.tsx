import { TEXTS } from "@reseau/shared";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render";
import { CardForm } from "./CardForm";

function fill(number: string, expiry: string, cvx: string) {
  fireEvent.change(screen.getByLabelText(TEXTS.card.number), { target: { value: number } });
  fireEvent.change(screen.getByLabelText(TEXTS.card.expiry), { target: { value: expiry } });
  fireEvent.change(screen.getByLabelText(TEXTS.card.cvx), { target: { value: cvx } });
  fireEvent.click(screen.getByRole("button", { name: "Payer 12,40 €" }));
}

describe("the card form (issue 20 §2)", () => {
  it("groups the number by four and hands a valid card to the payment", async () => {
    const onPay = vi.fn(async () => {});
    renderWithProviders(<CardForm payLabel="Payer 12,40 €" onPay={onPay} />);
    fill("4970100000000154", "09/28", "123");
    await waitFor(() =>
      expect(onPay).toHaveBeenCalledWith({
        number: "4970 1000 0000 0154",
        expiry: "09/28",
        cvx: "123",
      }),
    );
    expect(screen.getByLabelText(TEXTS.card.number).getAttribute("autocomplete")).toBe("cc-number");
  });

  it("says what is wrong before anything leaves the browser", async () => {
    const onPay = vi.fn(async () => {});
    renderWithProviders(<CardForm payLabel="Payer 12,40 €" onPay={onPay} />);
    fill("4970100000000155", "13/28", "12");
    expect(await screen.findByText(TEXTS.card.numberInvalid)).toBeTruthy();
    expect(screen.getByText(TEXTS.card.expiryFormat)).toBeTruthy();
    expect(screen.getByText(TEXTS.card.cvxInvalid)).toBeTruthy();
    expect(onPay).not.toHaveBeenCalled();
  });

  it("shows the provider's refusal in French", async () => {
    renderWithProviders(
      <CardForm
        payLabel="Payer 12,40 €"
        onPay={async () => {
          throw new Error(TEXTS.card.refused);
        }}
      />,
    );
    fill("4970100000000154", "09/28", "123");
    expect((await screen.findByRole("alert")).textContent).toBe(TEXTS.card.refused);
  });
});
