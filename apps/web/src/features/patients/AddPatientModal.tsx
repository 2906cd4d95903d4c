import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Button, Checkbox, Modal, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import {
  displayName,
  format,
  newPatientSchema,
  NIR_FORMAT_MESSAGE,
  TEXTS,
  type NewPatient,
  type NewPatientInput,
  type PublicUser,
} from "@reseau/shared";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { isApiError } from "../../api/errors";
import { QUERY_ROOTS } from "../../app/queryRoots";
import { notifySuccess } from "../../components/notify";
import { createPatient } from "./queries";
import { BirthDateInput } from "../../components/BirthDateInput";

const F = TEXTS.patients.form;

const EMPTY: NewPatientInput = { lastName: "", firstName: "", birth: "", email: "", nir: "" };

/** Which field a refusal of the server is about: 409 e-mail taken, the NIR format; else none. */
function fieldOfRefusal(error: unknown): "email" | "nir" | null {
  if (!isApiError(error)) return null;
  if (error.status === 409 || error.message === TEXTS.signupChecks.emailInvalid) return "email";
  if (error.message === NIR_FORMAT_MESSAGE) return "nir";
  return null;
}

/**
 * The add-user modal (`/modal-add-user`, issue 8 §4): last name, first name, birth date, optional
 * e-mail and NIR, and « Affilier à ma pharmacie » for a pharmacy. Checked with the server's own
 * schema (`newPatientSchema`) when a field is left, each message under its field; a refusal of
 * the server (e-mail taken, NIR) shows under its field too. On success: a toast, the folders
 * refreshed, `onCreated` with the new patient.
 */
export function AddPatientModal({
  opened,
  onClose,
  onCreated,
  canAffiliate,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (patient: PublicUser) => void;
  canAffiliate: boolean;
}) {
  const { register, handleSubmit, setError, reset, formState } = useForm<
    NewPatientInput,
    unknown,
    NewPatient
  >({ defaultValues: EMPTY, resolver: zodResolver(newPatientSchema), mode: "onTouched" });
  const { errors } = formState;
  const mutation = useMutation({
    mutationFn: ({ body, affiliate }: { body: NewPatient; affiliate: boolean }) =>
      createPatient(body, affiliate),
    meta: {
      errors: "inline",
      context: "create patient",
      refreshes: [QUERY_ROOTS.patients, QUERY_ROOTS.contacts],
    },
    onSuccess: (patient, { affiliate }) => {
      notifySuccess(format(affiliate ? F.affiliated : F.created, { name: displayName(patient) }));
      reset(EMPTY);
      onCreated(patient);
    },
    onError: (error) => {
      const field = fieldOfRefusal(error);
      if (field) setError(field, { type: "server", message: error.message });
    },
  });
  const [affiliate, setAffiliate] = useState(false);
  const formError = mutation.isError && !fieldOfRefusal(mutation.error);

  return (
    <Modal opened={opened} onClose={onClose} title={F.title} size="lg">
      <form
        noValidate
        onSubmit={handleSubmit((body) =>
          mutation.mutate({ body, affiliate: canAffiliate && affiliate }),
        )}
      >
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {TEXTS.signup.requiredNote}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label={F.lastName}
              required
              autoComplete="off"
              data-autofocus
              {...register("lastName")}
              error={errors.lastName?.message}
            />
            <TextInput
              label={F.firstName}
              required
              autoComplete="off"
              {...register("firstName")}
              error={errors.firstName?.message}
            />
          </SimpleGrid>
          <BirthDateInput
            label={F.birth}
            description={F.birthHint}
            placeholder={F.birthHint}
            required
            autoComplete="off"
            {...register("birth")}
            error={errors.birth?.message}
            data-testid="add-patient-birth"
          />
          <TextInput
            label={F.email}
            description={F.emailHint}
            type="email"
            autoComplete="off"
            {...register("email")}
            error={errors.email?.message}
          />
          <TextInput
            label={F.nir}
            autoComplete="off"
            {...register("nir")}
            error={errors.nir?.message}
          />
          {canAffiliate && (
            <Checkbox
              label={F.affiliate}
              checked={affiliate}
              onChange={(event) => setAffiliate(event.currentTarget.checked)}
            />
          )}
          {formError && (
            <Alert color="red" title={F.title} role="alert">
              {mutation.error?.message}
            </Alert>
          )}
          <Button type="submit" loading={mutation.isPending} size="md">
            {F.submit}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
