import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import {
  isValidEmail,
  MANAGER_TYPES,
  memberTypeOf,
  parseMetaText,
  stripSpaces,
  TEXTS,
  type PublicUser,
} from "@reseau/shared";
import { useMutation } from "@tanstack/react-query";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { Link, useLocation } from "react-router";
import { failureText } from "../../api/errors";
import { PageTitle } from "../../components/PageTitle";
import { notifySuccess } from "../../components/notify";
import { updateProfile } from "../profile/queries";
import { useCurrentUser, useSetSessionUser } from "../session/queries";
import {
  NewPasswordFields,
  newPasswordErrors,
  resolverOf,
  type NewPasswordValues,
} from "./NewPasswordFields";
import { changePassword, inviteByEmail, requestEmailConfirmation } from "./queries";
import { ProfileForm } from "./ProfileForm";
import { PushSettings } from "../offline/PushSettings";
import { EstablishmentMembership } from "../membership/EstablishmentMembership";
import { PrivacySection } from "./PrivacySection";
import { MyReadsSection } from "../audit/AuditSections";
import { TwoFactorSection } from "./TwoFactorSection";

const P = TEXTS.lifecycle.pages;

/** « Mes informations » of `/compte`: my profile, saved with `PUT /ws/user`, then my session. */
function OwnProfileForm({ user }: { user: PublicUser }) {
  const setSessionUser = useSetSessionUser();
  return (
    <ProfileForm
      user={user}
      save={updateProfile}
      onSaved={(saved) => {
        setSessionUser(saved);
        notifySuccess(P.profileSaved);
      }}
    />
  );
}

/** « Adresse e-mail »: the address, whether it is confirmed, and the button that mails a link. */
function EmailSection({ user }: { user: PublicUser }) {
  const meta = parseMetaText(user.meta) ?? {};
  const state =
    meta.email_ok === 0 || meta.email_ok === "0"
      ? { label: P.emailWrongBadge, color: "red" }
      : meta.email_ok === 1
        ? { label: P.emailConfirmedBadge, color: "teal" }
        : { label: P.emailUnconfirmedBadge, color: "orange" };
  const mutation = useMutation({
    mutationFn: () => requestEmailConfirmation(user.email ?? ""),
    meta: { errors: "inline", context: "request e-mail confirmation" },
    onSuccess: (answer) => notifySuccess(answer.message),
  });
  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="wrap">
        <Text fw={500} style={{ wordBreak: "break-all" }}>
          {user.email}
        </Text>
        <Badge color={state.color} variant="light" c="dark">
          {state.label}
        </Badge>
      </Group>
      {user.email && state.color !== "teal" && (
        <Button variant="light" onClick={() => mutation.mutate()} loading={mutation.isPending}>
          {P.confirmEmailButton}
        </Button>
      )}
      {mutation.isSuccess && (
        <Alert color="teal" role="status">
          {mutation.data.message}
        </Alert>
      )}
      {mutation.isError && (
        <Alert color="red" role="alert">
          {failureText(mutation.error)}
        </Alert>
      )}
    </Stack>
  );
}

interface PasswordValues extends NewPasswordValues {
  oldPassword: string;
}

const passwordErrors = (values: PasswordValues) => ({
  ...(values.oldPassword ? {} : { oldPassword: TEXTS.signupChecks.passwordMissing }),
  ...newPasswordErrors(values),
});

/** « Mot de passe »: the current one, the new one twice (`PUT /ws/user/password`). */
function PasswordForm() {
  const { register, handleSubmit, formState, reset } = useForm<PasswordValues>({
    defaultValues: { oldPassword: "", password: "", confirmation: "" },
    resolver: resolverOf(passwordErrors),
  });
  const mutation = useMutation({
    mutationFn: (values: PasswordValues) =>
      changePassword({ "old-password": values.oldPassword, password: values.password }),
    meta: { errors: "inline", context: "change password" },
    onSuccess: () => {
      reset();
      notifySuccess(TEXTS.lifecycle.passwordChanged);
    },
  });
  return (
    <form onSubmit={handleSubmit((values) => mutation.mutate(values))} noValidate>
      <Stack gap="sm">
        <PasswordInput
          label={P.oldPassword}
          autoComplete="current-password"
          required
          error={formState.errors.oldPassword?.message}
          {...register("oldPassword")}
        />
        <NewPasswordFields register={register} errors={formState.errors} />
        {mutation.isError && (
          <Alert color="red" role="alert">
            {failureText(mutation.error)}
          </Alert>
        )}
        <Button type="submit" loading={mutation.isPending}>
          {P.changePasswordButton}
        </Button>
      </Stack>
    </form>
  );
}

const inviteErrors = ({ email }: { email: string }) =>
  isValidEmail(stripSpaces(email)) ? {} : { email: TEXTS.lifecycle.inviteEmailInvalid };

/** « Inviter par e-mail » (000 §5 "Invite by email"): one address, a French invitation mail. */
function InviteForm() {
  const { register, handleSubmit, formState, reset } = useForm<{ email: string }>({
    defaultValues: { email: "" },
    resolver: resolverOf(inviteErrors),
  });
  const mutation = useMutation({
    mutationFn: ({ email }: { email: string }) => inviteByEmail(stripSpaces(email)),
    meta: { errors: "inline", context: "invite" },
    onSuccess: (answer) => {
      reset();
      notifySuccess(answer.message);
    },
  });
  return (
    <form onSubmit={handleSubmit((values) => mutation.mutate(values))} noValidate>
      <Stack gap="sm">
        <Text size="sm">{P.inviteIntro}</Text>
        <TextInput
          label={P.inviteEmail}
          type="email"
          autoComplete="off"
          error={formState.errors.email?.message}
          {...register("email")}
        />
        {mutation.isError && (
          <Alert color="red" role="alert">
            {failureText(mutation.error)}
          </Alert>
        )}
        <Button type="submit" variant="light" loading={mutation.isPending}>
          {P.inviteButton}
        </Button>
      </Stack>
    </form>
  );
}

/** The anchor of the password section (`/compte#mot-de-passe`). */
const PASSWORD_SECTION = "mot-de-passe";

/**
 * `/compte` « Mon compte » (issue 8 §5): the profile fields of 000 §3 for the user's type, the
 * e-mail address and its confirmation, the password change, an invitation by e-mail; a pharmacy's
 * or a laboratory's groupements and their invitations, a groupement's way to its members (issue
 * 21 §1); a patient's « Qui a consulté mes documents » and her family members' (issue 24 §2);
 * her personal data: the export, the erasure, her consents (issue 24 §3).
 */
export function AccountPage() {
  const user = useCurrentUser();
  const { hash } = useLocation();
  // `/modal-change-pass` (001 §2) opens this page at its password section
  useEffect(() => {
    if (hash === `#${PASSWORD_SECTION}`)
      document.getElementById(PASSWORD_SECTION)?.scrollIntoView();
  }, [hash, user]);
  if (!user) return null;
  return (
    <Stack gap="md" maw={720} mx="auto">
      <PageTitle>{P.accountTitle}</PageTitle>
      <Card withBorder radius="md">
        <Title order={2} size="h4" mb="sm">
          {P.profileSection}
        </Title>
        <OwnProfileForm key={user.id} user={user} />
      </Card>
      {user.type === "patient" && <MyReadsSection user={user} />}
      <Card withBorder radius="md">
        <Title order={2} size="h4" mb="sm">
          {P.emailSection}
        </Title>
        <EmailSection user={user} />
      </Card>
      <Card withBorder radius="md" id={PASSWORD_SECTION}>
        <Title order={2} size="h4" mb="sm">
          {P.passwordSection}
        </Title>
        <PasswordForm />
      </Card>
      <Card withBorder radius="md">
        <Title order={2} size="h4" mb="sm">
          {TEXTS.twoFactor.section.title}
        </Title>
        <TwoFactorSection />
      </Card>
      <Card withBorder radius="md">
        <Title order={2} size="h4" mb="sm">
          {P.inviteSection}
        </Title>
        <InviteForm />
      </Card>
      {MANAGER_TYPES.some((group) => memberTypeOf(group) === user.type) && (
        <EstablishmentMembership />
      )}
      {MANAGER_TYPES.includes(user.type) && (
        <Card withBorder radius="md">
          <Button component={Link} to="/membres-groupement" variant="light">
            {TEXTS.membership.membersTitle}
          </Button>
        </Card>
      )}
      <Card withBorder radius="md">
        <Title order={2} size="h4" mb="sm">
          {TEXTS.push.sectionTitle}
        </Title>
        <PushSettings />
      </Card>
      <Card withBorder radius="md">
        <Title order={2} size="h4" mb="sm">
          {TEXTS.privacy.title}
        </Title>
        <PrivacySection />
      </Card>
    </Stack>
  );
}
