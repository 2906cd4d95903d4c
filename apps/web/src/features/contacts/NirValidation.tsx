import { Button, Group, Stack, TextInput } from "@mantine/core";
import { isValidNir, NIR_FORMAT_MESSAGE, TEXTS, type PublicUser } from "@reseau/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { QUERY_ROOTS } from "../../app/queryRoots";
import { notifySuccess } from "../../components/notify";
import { validateNir } from "./queries";

/**
 * Validating a patient's NIR (000 §2 contact page, §5): the number read on her carte Vitale,
 * checked here with the shared rule (spaces ignored), then by the server, which stores it as
 * validated. A wrong number shows "Ce numéro n'a pas l'air au bon format. Merci de verifier.";
 * a refusal of the server, under « Erreur Validation ».
 */
export function NirValidation({ patient, autoFocus }: { patient: PublicUser; autoFocus: boolean }) {
  const queryClient = useQueryClient();
  const [nir, setNir] = useState(patient.nir ?? "");
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (value: string) => validateNir(patient.id, value),
    meta: {
      context: "validate nir",
      errorText: TEXTS.contacts.validationError,
      refreshes: [QUERY_ROOTS.contacts],
    },
    onSuccess: (card) => {
      queryClient.setQueryData([QUERY_ROOTS.user, patient.id], card);
      notifySuccess(TEXTS.contactPage.nirValidated);
    },
  });
  const submit = () => {
    if (!isValidNir(nir)) return setError(NIR_FORMAT_MESSAGE);
    setError(null);
    save.mutate(nir);
  };
  return (
    <Stack gap="xs">
      <TextInput
        label={TEXTS.contactPage.nirLabel}
        value={nir}
        onChange={(event) => setNir(event.currentTarget.value)}
        error={error}
        inputMode="numeric"
        autoComplete="off"
        autoFocus={autoFocus}
        data-testid="nir-input"
      />
      <Group>
        <Button onClick={submit} loading={save.isPending} data-testid="nir-validate">
          {TEXTS.contactPage.validateNir}
        </Button>
      </Group>
    </Stack>
  );
}
