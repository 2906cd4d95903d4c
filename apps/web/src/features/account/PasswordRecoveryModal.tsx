import { Alert, Button, Modal, Stack, Text, TextInput } from "@mantine/core";
import { isValidEmail, SIGNUP_MESSAGES, stripSpaces, TEXTS } from "@reseau/shared";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { failureText } from "../../api/errors";
import { notifySuccess } from "../../components/notify";
import { resolverOf } from "./NewPasswordFields";
import { recoverPassword } from "./queries";

const P = TEXTS.lifecycle.pages;

interface RecoveryValues {
  email: string;
}

const recoveryErrors = ({ email }: RecoveryValues) => {
  const address = stripSpaces(email);
  if (!address) return { email: SIGNUP_MESSAGES.emailMissing };
  return isValidEmail(address) ? {} : { email: SIGNUP_MESSAGES.emailInvalid };
};

/**
 * The password recovery modal (000 §2, §8 "Password recovery"): one address, then always the
 * same answer, shown as a toast, and the modal closes; an error with a message shows it.
 */
export function PasswordRecoveryModal({
  opened,
  onClose,
  initialEmail = "",
}: {
  opened: boolean;
  onClose: () => void;
  initialEmail?: string;
}) {
  const { register, handleSubmit, formState, reset } = useForm<RecoveryValues>({
    defaultValues: { email: initialEmail },
    resolver: resolverOf(recoveryErrors),
  });
  const mutation = useMutation({
    mutationFn: (values: RecoveryValues) => recoverPassword(stripSpaces(values.email)),
    meta: { errors: "inline", context: "password recovery" },
    onSuccess: (answer) => {
      notifySuccess(answer.message);
      reset();
      onClose();
    },
  });
  return (
    <Modal opened={opened} onClose={onClose} title={P.recoveryTitle} centered>
      <form onSubmit={handleSubmit((values) => mutation.mutate(values))} noValidate>
        <Stack gap="sm">
          <Text size="sm">{P.recoveryIntro}</Text>
          <TextInput
            label={TEXTS.fields.email}
            type="email"
            autoComplete="email"
            required
            data-autofocus
            error={formState.errors.email?.message}
            {...register("email")}
          />
          {mutation.isError && (
            <Alert color="red" role="alert">
              {failureText(mutation.error)}
            </Alert>
          )}
          <Button type="submit" loading={mutation.isPending} fullWidth>
            {P.recoveryButton}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
