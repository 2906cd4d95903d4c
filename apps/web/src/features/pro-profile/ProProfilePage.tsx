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
  parseOpeningHours,
  SPECIALTIES,
  TEXTS,
  type ProfileUpdate,
  type PublicUser,
} from "@reseau/shared";
import { useMutation } from "@tanstack/react-query";
import { Controller, useForm } from "react-hook-form";
import { isApiError } from "../../api/errors";
import { notifySuccess } from "../../components/notify";
import { PageTitle } from "../../components/PageTitle";
import { resolverOf } from "../account/NewPasswordFields";
import { updateProfile } from "../profile/queries";
import { useCurrentUser, useSetSessionUser } from "../session/queries";
import { hoursOf, isWeekValid, weekOf, type WeekDraft } from "./openingHours";
import { OpeningHoursEditor } from "./OpeningHoursEditor";

const T = TEXTS.proProfile;
const URL_PATTERN = /^https?:\/\/\S+$/;
const MAX_PHONES = 5;

/** The pro fields of 000 §3 as typed: phones one per line. */
export interface ProProfileValues {
  phones: string;
  fax: string;
  secureEmail: string;
  emergency: string;
  specialties: string[];
  url: string;
  description: string;
  week: WeekDraft;
}

/** The form's values from the saved user. */
export function proValuesOf(user: PublicUser): ProProfileValues {
  return {
    phones: user.phones.join("\n"),
    fax: user.fax ?? "",
    secureEmail: user.secureEmail ?? "",
    emergency: user.emergency ?? "",
    specialties: user.specialties,
    url: user.url ?? "",
    description: user.description ?? "",
    week: weekOf(parseOpeningHours(user.openingHours)),
  };
}

const orNull = (value: string) => value.trim() || null;

/**
 * The `PUT /ws/user` body of the pro fields (000 §3, §7: `openingHours` as JSON text);
 * specialties only for a professional (the server refuses them for others).
 */
export function proUpdateOf(user: PublicUser, values: ProProfileValues): ProfileUpdate {
  const phones = values.phones
    .split("\n")
    .map((phone) => phone.trim())
    .filter(Boolean);
  return {
    phones,
    fax: orNull(values.fax),
    secureEmail: orNull(values.secureEmail),
    emergency: orNull(values.emergency),
    url: orNull(values.url),
    description: orNull(values.description),
    openingHours: JSON.stringify(hoursOf(values.week)),
    ...(user.type === "professional" ? { specialties: values.specialties } : {}),
  };
}

/** The checks of the form, each failing field with its French message (000 §5 url rule). */
export function proProfileErrors(
  values: ProProfileValues,
): Partial<Record<keyof ProProfileValues, string>> {
  const errors: Partial<Record<keyof ProProfileValues, string>> = {};
  const url = values.url.trim();
  if (url && !URL_PATTERN.test(url)) errors.url = TEXTS.profile.urlInvalid;
  const secureEmail = values.secureEmail.trim();
  if (secureEmail && !isValidEmail(secureEmail)) errors.secureEmail = T.secureEmailInvalid;
  if (values.phones.split("\n").filter((phone) => phone.trim()).length > MAX_PHONES) {
    errors.phones = T.phonesHint;
  }
  if (!isWeekValid(values.week)) errors.week = T.slotOrder;
  return errors;
}

/** The server's French message, else « Erreur serveur ». */
function failureText(error: unknown): string {
  if (isApiError(error) && error.status === 0) return TEXTS.http.offline;
  return isApiError(error) && error.message ? error.message : TEXTS.http.server;
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
export interface ProProfileFormProps {
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
export function ProProfileForm({ user, save, onSaved }: ProProfileFormProps) {
  const { register, handleSubmit, control, formState } = useForm<ProProfileValues>({
    defaultValues: proValuesOf(user),
    resolver: resolverOf(proProfileErrors),
  });
  const mutation = useMutation({
    mutationFn: (values: ProProfileValues) => save(proUpdateOf(user, values)),
    meta: { errors: "inline", context: "pro profile" },
    onSuccess: onSaved,
  });
  const errors = formState.errors;
  const savedUrl = user.url?.trim();
  return (
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
        <TextInput
          label={T.url}
          description={T.urlHint}
          type="url"
          autoComplete="url"
          error={errors.url?.message}
          {...register("url")}
        />
        <Textarea label={T.description} autosize minRows={3} {...register("description")} />
        <Controller
          control={control}
          name="week"
          render={({ field }) => (
            <OpeningHoursEditor value={field.value} onChange={field.onChange} />
          )}
        />
        {errors.week?.message && (
          <Text c="red" size="sm" role="alert">
            {errors.week.message}
          </Text>
        )}
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
  );
}
