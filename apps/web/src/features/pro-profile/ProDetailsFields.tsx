import { Text, Textarea, TextInput } from "@mantine/core";
import { parseOpeningHours, TEXTS, type ProfileUpdate, type PublicUser } from "@reseau/shared";
import { Controller, useFormContext } from "react-hook-form";
import { hoursOf, isWeekValid, weekOf, type WeekDraft } from "./openingHours";
import { OpeningHoursEditor } from "./OpeningHoursEditor";

const T = TEXTS.proProfile;
const URL_PATTERN = /^https?:\/\/\S+$/;

/** The fields of a professional's or an establishment's public page (000 §3), as typed. */
export interface ProDetailsValues {
  url: string;
  description: string;
  /** The opening hours, day by day, Monday (0) to Sunday (6). */
  week: WeekDraft;
}

/** These fields' values from the saved user. */
export function proDetailsOf(user: PublicUser): ProDetailsValues {
  return {
    url: user.url ?? "",
    description: user.description ?? "",
    week: weekOf(parseOpeningHours(user.openingHours)),
  };
}

/** Their part of the `PUT /ws/user` body (000 §7: `openingHours` as JSON text); empty is null. */
export function proDetailsUpdateOf(
  values: ProDetailsValues,
): Pick<ProfileUpdate, "url" | "description" | "openingHours"> {
  return {
    url: values.url.trim() || null,
    description: values.description.trim() || null,
    openingHours: JSON.stringify(hoursOf(values.week)),
  };
}

/**
 * Their checks, each failing field with its French message: the site an http or https address
 * (000 §5, the rule the server applies), each slot closing after it opens.
 */
export function proDetailsErrors(
  values: ProDetailsValues,
): Partial<Record<keyof ProDetailsValues, string>> {
  const errors: Partial<Record<keyof ProDetailsValues, string>> = {};
  const url = values.url.trim();
  if (url && !URL_PATTERN.test(url)) errors.url = TEXTS.profile.urlInvalid;
  if (!isWeekValid(values.week)) errors.week = T.slotOrder;
  return errors;
}

/**
 * The site (« Site web », with its hint and error), the description and the opening hours day by
 * day of a professional or an establishment (000 §3), with the week's error. Reads the
 * surrounding `FormProvider`, whose values include `ProDetailsValues`; used by `/profil-pro`
 * (`ProProfileForm`) and by `ProfileForm` (`/compte`, the contact page's EDIT_MODE).
 */
export function ProDetailsFields() {
  const { register, control, formState } = useFormContext<ProDetailsValues>();
  const errors = formState.errors;
  return (
    <>
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
        render={({ field }) => <OpeningHoursEditor value={field.value} onChange={field.onChange} />}
      />
      {errors.week?.message && (
        <Text c="red" size="sm" role="alert">
          {errors.week.message}
        </Text>
      )}
    </>
  );
}
