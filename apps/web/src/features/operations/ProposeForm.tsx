import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Button, NativeSelect, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import {
  format,
  submissionFormSchema,
  TEXTS,
  type MembershipParty,
  type SubmissionForm,
} from "@reseau/shared";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { failureText } from "../../api/errors";
import { notifySuccess } from "../../components/notify";
import { usePropose } from "./queries";

const T = TEXTS.operations;

/**
 * « Proposer à une pharmacie membre » (issue 21 §4): one of the groupement's `members` and a
 * remuneration typed in euros, turned into cents by the shared `submissionFormSchema`; the
 * server's refusal shown under the form.
 */
export function ProposeForm({
  idmarketop,
  members,
}: {
  idmarketop: string;
  members: readonly MembershipParty[];
}) {
  const { register, handleSubmit, formState, reset } = useForm<
    SubmissionForm,
    unknown,
    z.output<typeof submissionFormSchema>
  >({
    defaultValues: { idreceiver: members[0]?.id ?? "", amount: "" },
    resolver: zodResolver(submissionFormSchema),
  });
  const propose = usePropose(idmarketop, (submission) => {
    reset({ idreceiver: submission.idreceiver, amount: "" });
    notifySuccess(format(T.proposed, { name: submission.receiverName }));
  });
  if (members.length === 0) return <Text c="dimmed">{T.noMembers}</Text>;
  const errors = formState.errors;
  return (
    <form onSubmit={handleSubmit((body) => propose.mutate(body))} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NativeSelect
            label={T.receiverLabel}
            data={members.map((member) => ({ value: member.id, label: member.name }))}
            error={errors.idreceiver?.message}
            {...register("idreceiver")}
          />
          <TextInput
            label={T.amountLabel}
            description={T.amountHint}
            inputMode="decimal"
            withAsterisk
            error={errors.amount?.message}
            {...register("amount")}
          />
        </SimpleGrid>
        {propose.isError && (
          <Alert color="red" role="alert">
            {failureText(propose.error)}
          </Alert>
        )}
        <Button type="submit" loading={propose.isPending} style={{ alignSelf: "flex-start" }}>
          {T.propose}
        </Button>
      </Stack>
    </form>
  );
}
