import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Group, Stack, TextInput } from "@mantine/core";
import { bankAccountRegSchema, TEXTS, type BankAccountRegInput } from "@reseau/shared";
import { useForm } from "react-hook-form";
import { notifySuccess } from "../../components/notify";
import { useAddIban } from "./queries";

const T = TEXTS.marketAccount;

/**
 * The pharmacy's new bank account (001 §5 "Bank registration needs BIC and IBAN", issue 20 §3):
 * IBAN and BIC checked by the server's own schema (`bankAccountRegSchema`: the IBAN's length,
 * key and French RIB key, the BIC's shape and country), each French error under its field,
 * before `POST /market/mp/iban-reg`.
 */
export function IbanForm() {
  const add = useAddIban();
  const { register, handleSubmit, reset, formState } = useForm<BankAccountRegInput>({
    defaultValues: { IBAN: "", BIC: "" },
    resolver: zodResolver(bankAccountRegSchema),
  });
  const submit = handleSubmit((values) =>
    add.mutateAsync(values).then(
      () => {
        notifySuccess(T.ibanAdded);
        reset();
      },
      // the central handler says why; the form keeps what was typed
      () => {},
    ),
  );
  return (
    <form onSubmit={submit} noValidate data-testid="iban-form">
      <Stack gap="sm">
        <TextInput
          label={TEXTS.bankAccount.iban}
          autoComplete="off"
          spellCheck={false}
          {...register("IBAN")}
          error={formState.errors.IBAN?.message}
          data-testid="iban-input"
        />
        <TextInput
          label={TEXTS.bankAccount.bic}
          autoComplete="off"
          spellCheck={false}
          {...register("BIC")}
          error={formState.errors.BIC?.message}
          data-testid="bic-input"
        />
        <Group justify="flex-end">
          <Button type="submit" loading={formState.isSubmitting} data-testid="iban-submit">
            {T.addIban}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
