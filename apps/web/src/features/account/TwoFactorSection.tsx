import {
  Alert,
  Button,
  type ButtonProps,
  Code,
  CopyButton,
  Group,
  Image,
  List,
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { format, TEXTS, type TotpEnrolment } from "@reseau/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { failureText } from "../../api/errors";
import { notifySuccess } from "../../components/notify";
import {
  beginTotp,
  confirmTotp,
  disableTotp,
  fetchTwoFactorStatus,
  TWO_FACTOR_KEY,
} from "./queries";

const S = TEXTS.twoFactor.section;

/**
 * A button that copies `value` to the clipboard, reading `label` and then, once copied, `copied`
 * (Mantine's CopyButton resets it after a second); `buttonProps` style it.
 */
function CopyTextButton({
  value,
  label,
  copied: copiedLabel,
  ...buttonProps
}: { value: string; label: string; copied: string } & ButtonProps) {
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Button {...buttonProps} onClick={copy}>
          {copied ? copiedLabel : label}
        </Button>
      )}
    </CopyButton>
  );
}

/** The recovery codes, shown once after an enrolment, with a copy button. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <Stack gap="sm">
      <Text fw={600}>{S.recoveryTitle}</Text>
      <Text size="sm">{S.recoveryIntro}</Text>
      <List spacing={4} aria-label={S.recoveryTitle}>
        {codes.map((code) => (
          <List.Item key={code}>
            <Code fz="md">{code}</Code>
          </List.Item>
        ))}
      </List>
      <Group gap="sm" wrap="wrap">
        <CopyTextButton value={codes.join("\n")} label={S.copy} copied={S.copied} variant="light" />
        <Button onClick={onDone}>{S.done}</Button>
      </Group>
    </Stack>
  );
}

/**
 * The base32 secret in groups of four (« KRSB UTAB HYAQ … »), as authenticator apps and other
 * sites show it, to type without losing one's place; the apps ignore the spaces, and the copy
 * button copies it without them.
 */
function groupedSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, "$1 ");
}

/**
 * The enrolment under way: the QR code (and on a phone, the `otpauth://` link its app opens), the
 * secret as text with its copy button, the app's first code.
 */
function Enrolment({
  enrolment,
  onConfirmed,
  onCancel,
}: {
  enrolment: TotpEnrolment;
  onConfirmed: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const { register, handleSubmit } = useForm<{ code: string }>({ defaultValues: { code: "" } });
  const mutation = useMutation({
    mutationFn: ({ code }: { code: string }) => confirmTotp(code),
    meta: { errors: "inline", context: "confirm TOTP" },
    onSuccess: (answer) => onConfirmed(answer.recoveryCodes),
  });
  return (
    <form onSubmit={handleSubmit((values) => mutation.mutate(values))} noValidate>
      <Stack gap="sm">
        <Text size="sm">{S.scan}</Text>
        <Image src={enrolment.qrCode} alt={S.qrAlt} w={200} h={200} fit="contain" />
        {/* a phone cannot scan its own screen: its authenticator app opens the otpauth:// link */}
        <Button component="a" href={enrolment.otpauthUrl} variant="light" hiddenFrom="sm">
          {S.openInApp}
        </Button>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="totp-secret-label">
            {S.secretLabel}
          </Text>
          <Code aria-labelledby="totp-secret-label" fz="md" style={{ wordBreak: "break-word" }}>
            {groupedSecret(enrolment.secret)}
          </Code>
          <CopyTextButton
            value={enrolment.secret}
            label={S.copySecret}
            copied={S.secretCopied}
            variant="subtle"
            size="compact-sm"
            style={{ alignSelf: "start" }}
          />
        </Stack>
        <TextInput
          label={S.codeLabel}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          required
          {...register("code")}
        />
        {mutation.isError && (
          <Alert color="red" role="alert">
            {failureText(mutation.error)}
          </Alert>
        )}
        <Group gap="sm" wrap="wrap">
          <Button type="submit" loading={mutation.isPending}>
            {S.confirm}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {S.cancel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** TOTP off with the account's password (`DELETE /ws/user/2fa/totp`). */
function DisableForm({ onDone }: { onDone: () => void }) {
  const { register, handleSubmit } = useForm<{ password: string }>({
    defaultValues: { password: "" },
  });
  const mutation = useMutation({
    mutationFn: ({ password }: { password: string }) => disableTotp(password),
    meta: { errors: "inline", context: "disable TOTP" },
    onSuccess: onDone,
  });
  return (
    <form onSubmit={handleSubmit((values) => mutation.mutate(values))} noValidate>
      <Stack gap="sm">
        <Text size="sm">{S.disableIntro}</Text>
        <PasswordInput
          label={S.passwordLabel}
          autoComplete="current-password"
          required
          {...register("password")}
        />
        {mutation.isError && (
          <Alert color="red" role="alert">
            {failureText(mutation.error)}
          </Alert>
        )}
        <Button type="submit" color="red" variant="light" loading={mutation.isPending}>
          {S.disable}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * « Double authentification » of `/compte` (issue 24 §1): the status, the TOTP enrolment (QR
 * code and the secret as text, the app's first code), the recovery codes shown once, TOTP off.
 */
export function TwoFactorSection() {
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: TWO_FACTOR_KEY,
    queryFn: ({ signal }) => fetchTwoFactorStatus(signal),
    meta: { context: "two-factor status" },
  });
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [disabling, setDisabling] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: TWO_FACTOR_KEY });
  const begin = useMutation({
    mutationFn: beginTotp,
    meta: { errors: "inline", context: "begin TOTP" },
    onSuccess: setEnrolment,
  });

  if (!status.data) return null;
  const { totp, required, recoveryCodesLeft } = status.data;
  return (
    <Stack gap="sm">
      <Text size="sm">{S.intro}</Text>
      {/* a sentence, not a badge: a badge cut it on a phone (« … VOUS S… ») */}
      <Text size="sm" fw={600} c={totp ? "teal.9" : undefined} data-testid="two-factor-state">
        {totp ? S.on : S.off}
      </Text>
      {required && <Text size="sm">{S.required}</Text>}
      {totp && !codes && (
        <Text size="sm">{format(S.codesLeft, { count: String(recoveryCodesLeft) })}</Text>
      )}
      {codes ? (
        <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
      ) : enrolment ? (
        <Enrolment
          enrolment={enrolment}
          onCancel={() => setEnrolment(null)}
          onConfirmed={(recoveryCodes) => {
            setEnrolment(null);
            setCodes(recoveryCodes);
            notifySuccess(S.enabled);
            void refresh();
          }}
        />
      ) : totp ? (
        disabling ? (
          <DisableForm
            onDone={() => {
              setDisabling(false);
              notifySuccess(S.disabled);
              void refresh();
            }}
          />
        ) : (
          <Button variant="light" color="red" onClick={() => setDisabling(true)}>
            {S.disable}
          </Button>
        )
      ) : (
        <Button onClick={() => begin.mutate()} loading={begin.isPending}>
          {S.start}
        </Button>
      )}
      {begin.isError && (
        <Alert color="red" role="alert">
          {failureText(begin.error)}
        </Alert>
      )}
    </Stack>
  );
}
