import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { TEXTS, type PublicUser, type TwoFactorMethod } from "@reseau/shared";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { failureText, isApiError } from "../../api/errors";
import { passSecondStep, sendLoginCode } from "./queries";

const L = TEXTS.twoFactor.login;

/** Props of the login's second step. */
export interface SecondStepFormProps {
  /** What the server offers (`POST /ws/login`'s 202): `totp`, `email`, `recovery`. */
  methods: readonly TwoFactorMethod[];
  /** Called with the user once the session is open. */
  onLoggedIn: (user: PublicUser) => void;
  /** Back to the password. */
  onBack: () => void;
}

interface StepValues {
  code: string;
  rememberDevice: boolean;
}

/** The French text of a failed step: 401 « Ce code n’est pas valide. », 429 the server's. */
const stepErrorMessage = (error: unknown) =>
  isApiError(error) && error.status === 401 ? TEXTS.twoFactor.invalidCode : failureText(error);

/**
 * The login's second step (issue 24 §1), after a 202: the app's code (or the mailed one, or a
 * recovery code), « Recevoir un code par e-mail », « Se souvenir de cet appareil pendant 30
 * jours ». A chunk of its own: the login page does not carry it.
 */
export function SecondStepForm({ methods, onLoggedIn, onBack }: SecondStepFormProps) {
  const [mode, setMode] = useState<TwoFactorMethod>(methods[0] ?? "email");
  const { register, handleSubmit, setValue, setFocus } = useForm<StepValues>({
    defaultValues: { code: "", rememberDevice: false },
  });
  const step = useMutation({
    mutationFn: (values: StepValues) =>
      passSecondStep({ code: values.code, rememberDevice: values.rememberDevice }),
    meta: { errors: "inline", context: "login second step" },
    onSuccess: onLoggedIn,
  });
  const mail = useMutation({
    mutationFn: sendLoginCode,
    meta: { errors: "inline", context: "login code by e-mail" },
    onSuccess: () => {
      switchTo("email");
    },
  });
  const switchTo = (next: TwoFactorMethod) => {
    setMode(next);
    setValue("code", "");
    step.reset();
    setFocus("code");
  };
  const intro = mode === "totp" ? L.totpIntro : mode === "email" ? L.emailIntro : L.recoveryIntro;
  const recovery = mode === "recovery";
  return (
    <form onSubmit={handleSubmit((values) => step.mutate(values))} noValidate>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {L.title}
        </Title>
        <Text size="sm">{intro}</Text>
        {mail.isSuccess && (
          <Alert color="teal" role="status">
            {mail.data.message}
          </Alert>
        )}
        <TextInput
          label={recovery ? L.recoveryLabel : L.codeLabel}
          autoComplete="one-time-code"
          inputMode={recovery ? "text" : "numeric"}
          autoCapitalize={recovery ? "characters" : "off"}
          spellCheck={false}
          required
          data-autofocus
          autoFocus
          {...register("code")}
        />
        <Checkbox label={L.remember} {...register("rememberDevice")} />
        {(step.isError || mail.isError) && (
          <Alert color="red" role="alert">
            {stepErrorMessage(step.error ?? mail.error)}
          </Alert>
        )}
        <Button type="submit" loading={step.isPending} fullWidth>
          {L.submit}
        </Button>
        <Group justify="space-between" wrap="wrap" gap="xs">
          {methods.includes("email") && (
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => mail.mutate()}
              disabled={mail.isPending}
            >
              {L.byEmail}
            </Anchor>
          )}
          {methods.includes("recovery") && (
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => switchTo(recovery ? (methods[0] ?? "totp") : "recovery")}
            >
              {recovery ? L.byApp : L.byRecovery}
            </Anchor>
          )}
          <Anchor component="button" type="button" size="sm" onClick={onBack}>
            {L.back}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
