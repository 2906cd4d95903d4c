import {
  Alert,
  Anchor,
  Button,
  Card,
  MultiSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import {
  isValidEmail,
  SPECIALTIES,
  TEXTS,
  type ProfileUpdate,
  type PublicUser,
} from "@reseau/shared";
import { useMutation } from "@tanstack/react-query";
import { Controller, FormProvider, useForm } from "react-hook-form";
import { failureText } from "../../api/errors";
import { notifySuccess } from "../../components/notify";
import { PageTitle } from "../../components/PageTitle";
import { resolverOf } from "../account/NewPasswordFields";
import { updateProfile } from "../profile/queries";
import { useCurrentUser, useSetSessionUser } from "../session/queries";
import {
  ProDetailsFields,
  proDetailsErrors,
  proDetailsOf,
  proDetailsUpdateOf,
  type ProDetailsValues,
} from "./ProDetailsFields";

const T = TEXTS.proProfile;
const MAX_PHONES = 5;

/** The pro fields of 000 §3 as typed: phones one per line; the site, description and hours. */
interface ProProfileValues extends ProDetailsValues {
  phones: string;
  fax: string;
  secureEmail: string;
  emergency: string;
  specialties: string[];
}

/** The form's values from the saved user. */
function proValuesOf(user: PublicUser): ProProfileValues {
  return {
    phones: user.phones.join("\n"),
    fax: user.fax ?? "",
    secureEmail: user.secureEmail ?? "",
    emergency: user.emergency ?? "",
    specialties: user.specialties,
    ...proDetailsOf(user),
  };
}

const orNull = (value: string) => value.trim() || null;

/**
 * The `PUT /ws/user` body of the pro fields (000 §3, §7: `openingHours` as JSON text);
 * specialties only for a professional (the server refuses them for others).
 */
function proUpdateOf(user: PublicUser, values: ProProfileValues): ProfileUpdate {
  const phones = values.phones
    .split("\n")
    .map((phone) => phone.trim())
    .filter(Boolean);
  return {
    phones,
    fax: orNull(values.fax),
    secureEmail: orNull(values.secureEmail),
    emergency: orNull(values.emergency),
    ...proDetailsUpdateOf(values),
    ...(user.type === "professional" ? { specialties: values.specialties } : {}),
  };
}

/** The checks of the form, each failing field with its French message (000 §5 url rule). */
function proProfileErrors(
  values: ProProfileValues,
): Partial<Record<keyof ProProfileValues, string>> {
  const errors: Partial<Record<keyof ProProfileValues, string>> = proDetailsErrors(values);
  const secureEmail = values.secureEmail.trim();
  if (secureEmail && !isValidEmail(secureEmail)) errors.secureEmail = T.secureEmailInvalid;
  if (values.phones.split("\n").filter((phone) => phone.trim()).length > MAX_PHONES) {
    errors.phones = T.phonesHint;
  }
  return errors;
}

/** `/profil-pro` for the signed-in pro-app user (see `ProProfileForm`). */
export function ProProfilePage() {
  const user = useCurrentUser();
  const setSessionUser = useSetSessionUser();
  if (!user) return null;
  return (
    <Stack gap="md" maw={760} mx="auto">
      <PageTitle>{T.title}</PageTitle>
      <ProProfileForm
        key={user.id}
        user={user}
        save={updateProfile}
        onSaved={(saved) => {
          setSessionUser(saved);
          notifySuccess(T.saved);
        }}
      />
    </Stack>
  );
}

/** What `ProProfileForm` edits and how it saves. */
interface ProProfileFormProps {
  user: PublicUser;
  /** Saves the update (`PUT /ws/user`), answering the saved user. */
  save: (update: ProfileUpdate) => Promise<PublicUser>;
  onSaved: (saved: PublicUser) => void;
}

/**
 * The pro profile (000 §2 "pro profile", §3 professional and establishment adds): phones, fax,
 * secure e-mail, emergency number, a professional's specialties, the site (an http or https
 * address; « Aucun site pro pour le moment » without one), the description and the opening
 * hours day by day; wrong fields say why in French, the server's refusal shows above the button.
 */
function ProProfileForm({ user, save, onSaved }: ProProfileFormProps) {
  const form = useForm<ProProfileValues>({
    defaultValues: proValuesOf(user),
    resolver: resolverOf(proProfileErrors),
  });
  const { register, handleSubmit, control, formState } = form;
  const mutation = useMutation({
    mutationFn: (values: ProProfileValues) => save(proUpdateOf(user, values)),
    meta: { errors: "inline", context: "pro profile" },
    onSuccess: onSaved,
  });
  const errors = formState.errors;
  const savedUrl = user.url?.trim();
  return (
    <FormProvider {...form}>
      <form onSubmit={handleSubmit((values) => mutation.mutate(values))} noValidate>
        <Stack gap="md">
          <Card withBorder padding="md" data-testid="pro-site">
            <Text fw={600} size="sm">
              {T.url}
            </Text>
            {savedUrl ? (
              <Anchor href={savedUrl} target="_blank" rel="noopener noreferrer" size="sm">
                {savedUrl}
              </Anchor>
            ) : (
              <Text size="sm" c="dimmed">
                {T.noSite}
              </Text>
            )}
          </Card>
          <Textarea
            label={T.phones}
            description={T.phonesHint}
            autosize
            minRows={2}
            error={errors.phones?.message}
            {...register("phones")}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label={T.fax} type="tel" {...register("fax")} />
            <TextInput label={T.emergency} type="tel" {...register("emergency")} />
          </SimpleGrid>
          <TextInput
            label={T.secureEmail}
            type="email"
            autoComplete="off"
            error={errors.secureEmail?.message}
            {...register("secureEmail")}
          />
          {user.type === "professional" && (
            <Controller
              control={control}
              name="specialties"
              render={({ field }) => (
                <MultiSelect
                  label={T.specialties}
                  data={[...SPECIALTIES]}
                  value={field.value}
                  onChange={field.onChange}
                  maxValues={5}
                  searchable
                  clearable
                />
              )}
            />
          )}
          <ProDetailsFields />
          {mutation.isError && (
            <Alert color="red" role="alert">
              {failureText(mutation.error)}
            </Alert>
          )}
          <Button type="submit" loading={mutation.isPending}>
            {T.save}
          </Button>
        </Stack>
      </form>
    </FormProvider>
  );
}
