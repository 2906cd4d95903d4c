import { Alert, Button, SimpleGrid, Stack, TextInput } from "@mantine/core";
import {
  birthDateOf,
  isEstablishmentType,
  TEXTS,
  type ProfileUpdate,
  type PublicUser,
} from "@reseau/shared";
import { useMutation } from "@tanstack/react-query";
import { FormProvider, useForm } from "react-hook-form";
import { failureText } from "../../api/errors";
import {
  ProDetailsFields,
  proDetailsErrors,
  proDetailsOf,
  proDetailsUpdateOf,
  type ProDetailsValues,
} from "../pro-profile/ProDetailsFields";
import { resolverOf } from "./NewPasswordFields";
import { BirthDateInput } from "../../components/BirthDateInput";

const P = TEXTS.lifecycle.pages;

/**
 * The profile fields of 000 §3 a user edits here, as typed (birth as `JJ/MM/AAAA`); a
 * non-patient's site, description and opening hours too.
 */
interface ProfileValues extends ProDetailsValues {
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
    ...proDetailsOf(user),
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
      ...proDetailsUpdateOf(values),
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
  return { ...person, ...proDetailsUpdateOf(values) };
}

/** The checks of `user`'s fields: a patient's birth date; a non-patient's site and hours. */
const profileErrorsOf =
  (user: PublicUser) =>
  (values: ProfileValues): Partial<Record<keyof ProfileValues, string>> =>
    user.type === "patient"
      ? values.birth.trim() && !birthDateOf(values.birth.trim())
        ? { birth: TEXTS.profile.birthInvalid }
        : {}
      : proDetailsErrors(values);

/** What `ProfileForm` edits and how it saves. */
export interface ProfileFormProps {
  /** The user whose profile is edited: oneself (`/compte`) or one acted for (contact page). */
  user: PublicUser;
  /** Saves the update (`PUT /ws/user` or `PUT /ws/user/{id}`), answering the saved user. */
  save: (update: ProfileUpdate) => Promise<PublicUser>;
  /** After a save: the toast and the refresh that fit the page. */
  onSaved: (saved: PublicUser) => void;
}

/**
 * The profile fields of 000 §3 for `user`'s type (an establishment's name; a person's civility
 * and names; a patient's birth and NIR; a non-patient's site, description and opening hours,
 * `ProDetailsFields`; phone and address for all), the server's French refusal shown inline. Used by `/compte` « Mes informations » and by the
 * contact page's EDIT_MODE (issue 8 §2).
 */
export function ProfileForm({ user, save, onSaved }: ProfileFormProps) {
  const form = useForm<ProfileValues>({
    defaultValues: valuesOf(user),
    resolver: resolverOf(profileErrorsOf(user)),
  });
  const { register, handleSubmit, formState } = form;
  const mutation = useMutation({
    mutationFn: (values: ProfileValues) => save(updateOf(user, values)),
    meta: { errors: "inline", context: "profile" },
    onSuccess: onSaved,
  });
  const establishment = isEstablishmentType(user.type);
  const errors = formState.errors;
  return (
    <FormProvider {...form}>
      <form onSubmit={handleSubmit((values) => mutation.mutate(values))} noValidate>
        <Stack gap="sm">
          {establishment ? (
            <TextInput
              label={TEXTS.fields.establishment}
              autoComplete="organization"
              {...register("name")}
            />
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <TextInput
                label={TEXTS.fields.civility}
                autoComplete="honorific-prefix"
                {...register("title")}
              />
              <TextInput
                label={TEXTS.fields.firstName}
                autoComplete="given-name"
                {...register("firstName")}
              />
              <TextInput
                label={TEXTS.fields.lastName}
                autoComplete="family-name"
                {...register("lastName")}
              />
            </SimpleGrid>
          )}
          <TextInput
            label={TEXTS.fields.phone}
            type="tel"
            autoComplete="tel"
            {...register("phone")}
          />
          <TextInput
            label={TEXTS.fields.address}
            autoComplete="street-address"
            {...register("address")}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={TEXTS.fields.zipCode}
              autoComplete="postal-code"
              inputMode="numeric"
              {...register("zipCode")}
            />
            <TextInput
              label={TEXTS.fields.city}
              autoComplete="address-level2"
              {...register("city")}
            />
          </SimpleGrid>
          {user.type === "patient" && (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <BirthDateInput error={errors.birth?.message} {...register("birth")} />
              <TextInput label={TEXTS.fields.nir} inputMode="numeric" {...register("nir")} />
            </SimpleGrid>
          )}
          {user.type !== "patient" && <ProDetailsFields />}
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
    </FormProvider>
  );
}
