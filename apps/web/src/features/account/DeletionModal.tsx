import { Alert, Button, Group, Modal, PasswordInput, Stack, Text } from "@mantine/core";
import { deletionDayText, format, TEXTS } from "@reseau/shared";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { failureText } from "../../api/errors";
import { useLogout } from "../session/queries";
import { resolverOf } from "./NewPasswordFields";
import { requestDeletion } from "./privacyQueries";

const T = TEXTS.privacy;
const DAY_MS = 86_400_000;

const passwordErrors = ({ password }: { password: string }) =>
  password ? {} : { password: T.passwordRequired };

/**
 * « Supprimer mon compte » (issue 24 §3): says when the account would go (in `graceDays` days),
 * asks the password, then shows the date the server answered; closing it leaves the app, whose
 * sessions the server has ended (logging in again cancels the erasure).
 */
export function DeletionModal({ graceDays, onClose }: { graceDays: number; onClose: () => void }) {
  const logout = useLogout();
  const { register, handleSubmit, formState } = useForm<{ password: string }>({
    defaultValues: { password: "" },
    resolver: resolverOf(passwordErrors),
  });
  const mutation = useMutation({
    mutationFn: ({ password }: { password: string }) => requestDeletion(password),
    meta: { errors: "inline", context: "request account deletion" },
  });
  // the day the erasure would fall on, fixed when the confirmation opens
  const [day] = useState(() => deletionDayText(new Date(Date.now() + graceDays * DAY_MS)));
  if (mutation.isSuccess) {
    return (
      <Modal opened onClose={() => logout.mutate()} title={T.deleteTitle} centered>
        <Stack gap="sm">
          <Alert color="teal" role="status">
            {mutation.data.message}
          </Alert>
          <Button onClick={() => logout.mutate()} data-autofocus>
            {T.close}
          </Button>
        </Stack>
      </Modal>
    );
  }
  return (
    <Modal opened onClose={onClose} title={T.deleteTitle} centered>
      <form onSubmit={handleSubmit((values) => mutation.mutate(values))} noValidate>
        <Stack gap="sm">
          <Text size="sm">{format(T.deleteExplain, { date: day })}</Text>
          <PasswordInput
            label={T.deletePassword}
            autoComplete="current-password"
            required
            data-autofocus
            error={formState.errors.password?.message}
            {...register("password")}
          />
          {mutation.isError && (
            <Alert color="red" role="alert">
              {failureText(mutation.error)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {T.cancel}
            </Button>
            <Button type="submit" color="red" loading={mutation.isPending}>
              {T.deleteConfirm}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
