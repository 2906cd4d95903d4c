import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Button, NativeSelect, Stack, Textarea, TextInput } from "@mantine/core";
import {
  BLOOD_TYPES,
  bloodTypeLabel,
  format,
  HEALTH_TEXT_MAX,
  healthCardSchema,
  TEXTS,
  type HealthCardInput,
  type ProfileUpdate,
  type PublicUser,
} from "@reseau/shared";
import { useMutation } from "@tanstack/react-query";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { failureText } from "../../api/errors";

const H = TEXTS.healthCard;

/** What the form saves: the shared schema's output. */
type HealthCardUpdate = z.output<typeof healthCardSchema>;

/** The choices of the blood-type select: « Non renseigné », then the eight types. */
const BLOOD_TYPE_CHOICES = [
  { value: "", label: H.bloodTypeUnknown },
  ...BLOOD_TYPES.map((type) => ({ value: type, label: bloodTypeLabel(type) })),
];

function valuesOf(user: PublicUser): HealthCardInput {
  return {
    emergencyCall: user.emergencyCall ?? "",
    bloodType: user.bloodType ?? "",
    allergens: user.allergens ?? "",
    special: user.special ?? "",
  };
}

/** What `HealthCardForm` edits and how it saves. */
export interface HealthCardFormProps {
  /** The patient whose card is edited: oneself (« Mon profil ») or a family member one manages. */
  user: PublicUser;
  /** Saves (`PUT /ws/user` or `PUT /ws/user/{id}`), answering the saved user. */
  save: (update: ProfileUpdate) => Promise<PublicUser>;
  /** After a save: the toast and the refresh that fit the page. */
  onSaved: (saved: PublicUser) => void;
}

/**
 * The patient's health card (000 §3 "Patient adds", issue 17 §1): a phone to call in an
 * emergency, the blood type, allergens and special information, checked by the shared
 * `healthCardSchema` the server uses (500 characters at most for the texts, a counter under each),
 * the server's French refusal shown inline.
 */
export function HealthCardForm({ user, save, onSaved }: HealthCardFormProps) {
  const form = useForm<HealthCardInput, unknown, HealthCardUpdate>({
    defaultValues: valuesOf(user),
    resolver: zodResolver(healthCardSchema),
  });
  const { register, handleSubmit, formState, control } = form;
  const [allergens = "", special = ""] = useWatch({ control, name: ["allergens", "special"] });
  const counter = (text: string | null) =>
    format(H.counter, { count: (text ?? "").length, maximum: HEALTH_TEXT_MAX });
  const mutation = useMutation({
    mutationFn: (values: HealthCardUpdate) => save(values),
    meta: { errors: "inline", context: "health card" },
    onSuccess: (saved) => {
      form.reset(valuesOf(saved));
      onSaved(saved);
    },
  });
  const errors = formState.errors;
  return (
    <form
      onSubmit={handleSubmit((values) => mutation.mutate(values))}
      noValidate
      data-testid="health-card-form"
    >
      <Stack gap="sm">
        <NativeSelect
          label={H.bloodType}
          data={BLOOD_TYPE_CHOICES}
          error={errors.bloodType?.message}
          {...register("bloodType")}
        />
        <Textarea
          label={H.allergens}
          description={counter(allergens)}
          autosize
          minRows={2}
          error={errors.allergens?.message}
          {...register("allergens")}
        />
        <Textarea
          label={H.special}
          description={`${H.specialHint} ${counter(special)}`}
          autosize
          minRows={2}
          error={errors.special?.message}
          {...register("special")}
        />
        <TextInput
          label={H.emergencyCall}
          type="tel"
          autoComplete="off"
          error={errors.emergencyCall?.message}
          {...register("emergencyCall")}
        />
        {mutation.isError && (
          <Alert color="red" role="alert">
            {failureText(mutation.error)}
          </Alert>
        )}
        <Button type="submit" loading={mutation.isPending} data-testid="health-card-save">
          {H.save}
        </Button>
      </Stack>
    </form>
  );
}
