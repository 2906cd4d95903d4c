import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import {
  birthDateOf,
  isEstablishmentType,
  isValidEmail,
  stripSpaces,
  parseMetaText,
  TEXTS,
  type ProfileUpdate,
  type PublicUser,
} from "@reseau/shared";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { isApiError } from "../../api/errors";
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

const P = TEXTS.lifecycle.pages;

/** The server's French message, else « Erreur serveur ». */
function failureText(error: unknown): string {
  if (isApiError(error) && error.status === 0) return TEXTS.http.offline;
  return isApiError(error) && error.message ? error.message : TEXTS.http.server;
}

/** The profile fields of 000 §3 a user edits here, as typed (birth as `JJ/MM/AAAA`). */
interface ProfileValues {
  title: string;
  firstName: string;
  lastName: string;
  name: string;
  phone: string;
  address: string;
  zipCode: string;
  city: string;
  birth: string;
  nir: string;
  url: string;
  description: string;
}

function valuesOf(user: PublicUser): ProfileValues {
  const birth = user.birth ? user.birth.split("-").reverse().join("/") : "";
  return {
    title: user.title ?? "",
    firstName: user.firstName ?? "",
    lastName: user.lastName ?? "",
    name: user.name ?? "",
    phone: user.phones[0] ?? "",
    address: user.address ?? "",
    zipCode: user.zipCode ?? "",
    city: user.city ?? "",
    birth,
    nir: user.nir ?? "",
    url: user.url ?? "",
    description: user.description ?? "",
  };
}

const orNull = (value: string) => value.trim() || null;

/** The `PUT /ws/user` body of the fields this user's type has (000 §3). */
function updateOf(user: PublicUser, values: ProfileValues): ProfileUpdate {
  const common: ProfileUpdate = {
    phones: values.phone.trim() ? [values.phone.trim()] : [],
    address: orNull(values.address),
    zipCode: orNull(values.zipCode),
    city: orNull(values.city),
  };
  if (isEstablishmentType(user.type)) {
    return {
      ...common,
      name: orNull(values.name),
      url: orNull(values.url),
      description: orNull(values.description),
    };
  }
  const person = {
    ...common,
    title: orNull(values.title),
    firstName: orNull(values.firstName),
    lastName: orNull(values.lastName),
  };
  if (user.type === "patient") {
    return {
      ...person,
      birth: values.birth.trim() ? birthDateOf(values.birth.trim()) : null,
      nir: values.nir.trim(),
    };
  }
  return { ...person, url: orNull(values.url), description: orNull(values.description) };
}

const profileErrors = (values: ProfileValues) =>
  values.birth.trim() && !birthDateOf(values.birth.trim())
    ? { birth: TEXTS.profile.birthInvalid }
    : {};

/** « Mes informations »: the profile fields of the user's type, saved with `PUT /ws/user`. */
function ProfileForm({ user }: { user: PublicUser }) {
  const setSessionUser = useSetSessionUser();
  const { register, handleSubmit, formState } = useForm<ProfileValues>({
    defaultValues: valuesOf(user),
    resolver: resolverOf(profileErrors),
  });
  const mutation = useMutation({
    mutationFn: (values: ProfileValues) => updateProfile(updateOf(user, values)),
    meta: { errors: "inline", context: "account profile" },
    onSuccess: (saved) => {
      setSessionUser(saved);
      notifySuccess(P.profileSaved);
    },
  });
  const establishment = isEstablishmentType(user.type);
  const errors = formState.errors;
  return (
    <form onSubmit={handleSubmit((values) => mutation.mutate(values))} noValidate>
      <Stack gap="sm">
        {establishment ? (
          <TextInput
            label="Nom de l’établissement"
            autoComplete="organization"
            {...register("name")}
          />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput label="Civilité" autoComplete="honorific-prefix" {...register("title")} />
            <TextInput label="Prénom" autoComplete="given-name" {...register("firstName")} />
            <TextInput label="Nom" autoComplete="family-name" {...register("lastName")} />
          </SimpleGrid>
        )}
        <TextInput label="Téléphone" type="tel" autoComplete="tel" {...register("phone")} />
        <TextInput label="Adresse" autoComplete="street-address" {...register("address")} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Code postal"
            autoComplete="postal-code"
            inputMode="numeric"
            {...register("zipCode")}
          />
          <TextInput label="Ville" autoComplete="address-level2" {...register("city")} />
        </SimpleGrid>
        {user.type === "patient" && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label="Date de naissance"
              description="JJ/MM/AAAA"
              autoComplete="bday"
              error={errors.birth?.message}
              {...register("birth")}
            />
            <TextInput
              label="Numéro de sécurité sociale"
              inputMode="numeric"
              {...register("nir")}
            />
          </SimpleGrid>
        )}
        {user.type !== "patient" && (
          <>
            <TextInput label="Site web" type="url" autoComplete="url" {...register("url")} />
            <Textarea label="Description" autosize minRows={2} {...register("description")} />
          </>
        )}
        {mutation.isError && (
          <Alert color="red" role="alert">
            {failureText(mutation.error)}
          </Alert>
        )}
        <Button type="submit" loading={mutation.isPending}>
          {P.saveButton}
        </Button>
      </Stack>
    </form>
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

/**
 * `/compte` « Mon compte » (issue 8 §5): the profile fields of 000 §3 for the user's type, the
 * e-mail address and its confirmation, the password change, an invitation by e-mail.
 */
export function AccountPage() {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <Stack gap="md" maw={720} mx="auto">
      <PageTitle>{P.accountTitle}</PageTitle>
      <Card withBorder radius="md">
        <Title order={2} size="h4" mb="sm">
          {P.profileSection}
        </Title>
        <ProfileForm key={user.id} user={user} />
      </Card>
      <Card withBorder radius="md">
        <Title order={2} size="h4" mb="sm">
          {P.emailSection}
        </Title>
        <EmailSection user={user} />
      </Card>
      <Card withBorder radius="md">
        <Title order={2} size="h4" mb="sm">
          {P.passwordSection}
        </Title>
        <PasswordForm />
      </Card>
      <Card withBorder radius="md">
        <Title order={2} size="h4" mb="sm">
          {P.inviteSection}
        </Title>
        <InviteForm />
      </Card>
    </Stack>
  );
}
