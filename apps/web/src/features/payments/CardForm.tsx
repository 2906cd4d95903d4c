import { Alert, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { checkCard, formatCardNumber, TEXTS, type CardInput } from "@reseau/shared";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { resolverOf } from "../account/NewPasswordFields";

/**
 * The card form of a payment (issue 20 §2): number (grouped by four as it is typed), expiry
 * « MM/AA » and cryptogram, checked by `checkCard` before anything leaves the browser, with the
 * browser's card autofill (`cc-number`, `cc-exp`, `cc-csc`). `onPay` sends the card to the
 * provider and our server pays; its French error (a refused card, the provider unreachable) is
 * shown above the button.
 */
export function CardForm({
  payLabel,
  onPay,
}: {
  /** The button, with the amount: « Payer 12,40 € ». */
  payLabel: string;
  onPay: (card: CardInput) => Promise<void>;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const { register, control, handleSubmit, formState } = useForm<CardInput>({
    defaultValues: { number: "", expiry: "", cvx: "" },
    resolver: resolverOf((values: CardInput) => checkCard(values)),
  });
  const submit = handleSubmit(async (card) => {
    setFailure(null);
    try {
      await onPay(card);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : TEXTS.card.unreachable);
    }
  });
  return (
    <form onSubmit={submit} noValidate data-testid="card-form">
      <Stack gap="sm">
        <Controller
          control={control}
          name="number"
          render={({ field, fieldState }) => (
            <TextInput
              label={TEXTS.card.number}
              autoComplete="cc-number"
              inputMode="numeric"
              value={field.value}
              onChange={(event) => field.onChange(formatCardNumber(event.currentTarget.value))}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />
        <Group grow align="flex-start">
          <TextInput
            label={TEXTS.card.expiry}
            autoComplete="cc-exp"
            inputMode="numeric"
            maxLength={5}
            {...register("expiry")}
            error={formState.errors.expiry?.message}
          />
          <TextInput
            label={TEXTS.card.cvx}
            description={TEXTS.card.cvxHint}
            autoComplete="cc-csc"
            inputMode="numeric"
            maxLength={4}
            {...register("cvx")}
            error={formState.errors.cvx?.message}
          />
        </Group>
        <Text size="xs" c="dimmed">
          {TEXTS.card.neverStored}
        </Text>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Button type="submit" loading={formState.isSubmitting} data-testid="card-pay">
          {payLabel}
        </Button>
      </Stack>
    </form>
  );
}
