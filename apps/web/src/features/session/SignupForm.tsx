import {
  Alert,
  Button,
  Checkbox,
  PasswordInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from "@mantine/core";
import { TEXTS, type PublicUser } from "@reseau/shared";
import { useMutation } from "@tanstack/react-query";
import { Controller, useForm, useWatch } from "react-hook-form";
import { signUp } from "./queries";
import {
  buildSignupRequest,
  EMPTY_SIGNUP,
  isEstablishmentSignup,
  SIGNUP_PROFESSIONS,
  SIGNUP_TYPES,
  signupErrorMessage,
  signupResolver,
  type SignupFormValues,
  type SignupType,
} from "./signupFormModel";

/** Props of the sign-up form. */
export interface SignupFormProps {
  /** Called with the created user, who is now logged in. */
  onSignedUp: (user: PublicUser) => void;
}

/**
 * The account-creation form (000 §5): type choice, the type's fields and the terms. On submit the
 * first failed check shows next to its field; then `POST /ws/user/{type}`, whose errors show
 * above the button under "Création de compte".
 */
export function SignupForm({ onSignedUp }: SignupFormProps) {
  const { register, control, handleSubmit, setValue, formState } = useForm<SignupFormValues>({
    defaultValues: EMPTY_SIGNUP,
    resolver: signupResolver,
    mode: "onSubmit",
    reValidateMode: "onSubmit",
  });
  const { errors } = formState;
  const type = useWatch({ control, name: "type" });
  const mutation = useMutation({
    mutationFn: (values: SignupFormValues) => signUp(values.type, buildSignupRequest(values)),
    meta: { errors: "inline", context: "signup" },
    onSuccess: onSignedUp,
  });

  const changeType = (next: SignupType) => {
    setValue("type", next);
    // 000 §5: professional → DOCTOR and no FINESS; any other type → no RPPS
    if (next === "professional") {
      setValue("profession", "DOCTOR");
      setValue("finess", "");
    } else {
      setValue("rpps", "");
    }
  };

  const isPerson = type === "patient" || type === "professional";
  return (
    <form noValidate onSubmit={handleSubmit((values) => mutation.mutate(values))}>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {TEXTS.signup.title}
        </Title>
        <Radio.Group
          label="Vous êtes"
          value={type}
          onChange={(value) => changeType(value as SignupType)}
        >
          <SimpleGrid cols={2} spacing="xs" mt="xs">
            {SIGNUP_TYPES.map((option) => (
              <Radio key={option.value} value={option.value} label={option.label} />
            ))}
          </SimpleGrid>
        </Radio.Group>
        {type === "professional" && (
          <Controller
            control={control}
            name="profession"
            render={({ field }) => (
              <Select
                label="Profession"
                data={SIGNUP_PROFESSIONS.map((p) => ({ value: p.value, label: p.label }))}
                value={field.value}
                onChange={(value) => field.onChange(value ?? "DOCTOR")}
                allowDeselect={false}
              />
            )}
          />
        )}
        {isPerson && (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label="Prénom"
              autoComplete="given-name"
              {...register("firstName")}
              error={errors.firstName?.message}
            />
            <TextInput
              label="Nom"
              autoComplete="family-name"
              {...register("lastName")}
              error={errors.lastName?.message}
            />
          </SimpleGrid>
        )}
        {type === "professional" && (
          <TextInput
            label="Numéro RPPS"
            inputMode="numeric"
            {...register("rpps")}
            error={errors.rpps?.message}
          />
        )}
        {isEstablishmentSignup(type) && (
          <>
            <TextInput
              label="Nom de l'établissement"
              {...register("name")}
              error={errors.name?.message}
            />
            <TextInput
              label="Numéro FINESS"
              {...register("finess")}
              error={errors.finess?.message}
            />
          </>
        )}
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="email"
          {...register("email")}
          error={errors.email?.message}
        />
        <PasswordInput
          label="Mot de passe"
          description="Au moins 8 caractères, dont un chiffre et une lettre."
          autoComplete="new-password"
          {...register("password")}
          error={errors.password?.message}
        />
        <Checkbox
          label="J'accepte les conditions générales d'utilisation"
          {...register("acceptTerms")}
          error={errors.acceptTerms?.message}
        />
        {errors.root?.message && <Alert color="red">{errors.root.message}</Alert>}
        {mutation.isError && (
          <Alert color="red" title={TEXTS.signup.title} role="alert">
            {signupErrorMessage(mutation.error)}
          </Alert>
        )}
        <Button type="submit" loading={mutation.isPending} fullWidth>
          Créer mon compte
        </Button>
      </Stack>
    </form>
  );
}
