import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  PasswordInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
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
  signupErrorField,
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

/** A link to a terms page, in a new tab so the form keeps what was typed. */
function LegalLink({ to, children }: { to: string; children: string }) {
  return (
    <Anchor href={to} target="_blank" rel="noopener" inherit>
      {children}
      <VisuallyHidden> {TEXTS.signup.newTab}</VisuallyHidden>
    </Anchor>
  );
}

/**
 * The account-creation form (000 §5): type choice, the type's fields and the terms (linked, with
 * the privacy notice), required fields marked. Each field is checked when left, then as it is
 * typed in; every failure shows under its own field (issue 7 §2). Then `POST /ws/user/{type}`:
 * a refusal about one field (409 e-mail taken, RPPS / FINESS incorrect) shows under that field
 * until it is edited; any other shows above the button under "Création de compte".
 */
export function SignupForm({ onSignedUp }: SignupFormProps) {
  const { register, control, handleSubmit, setValue, setError, formState } =
    useForm<SignupFormValues>({
      defaultValues: EMPTY_SIGNUP,
      resolver: signupResolver,
      mode: "onTouched",
    });
  const { errors } = formState;
  const type = useWatch({ control, name: "type" });
  const profession = useWatch({ control, name: "profession" });
  const mutation = useMutation({
    mutationFn: (values: SignupFormValues) => signUp(values.type, buildSignupRequest(values)),
    meta: { errors: "inline", context: "signup" },
    onSuccess: onSignedUp,
    onError: (error) => {
      const field = signupErrorField(error);
      // the field's next edit runs the checks again, which clears this message
      if (field) setError(field, { type: "server", message: signupErrorMessage(error) });
    },
  });
  const formError = mutation.isError && !signupErrorField(mutation.error);

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
        <Text size="sm" c="dimmed">
          {TEXTS.signup.requiredNote}
        </Text>
        <Radio.Group
          label={TEXTS.signup.youAre}
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
                label={TEXTS.fields.profession}
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
              label={TEXTS.fields.firstName}
              autoComplete="given-name"
              required={type === "patient"}
              {...register("firstName")}
              error={errors.firstName?.message}
            />
            <TextInput
              label={TEXTS.fields.lastName}
              autoComplete="family-name"
              required
              {...register("lastName")}
              error={errors.lastName?.message}
            />
          </SimpleGrid>
        )}
        {type === "professional" && (
          <TextInput
            label={TEXTS.fields.rpps}
            inputMode="numeric"
            required={profession !== "OPTICIAN"}
            {...register("rpps")}
            error={errors.rpps?.message}
          />
        )}
        {isEstablishmentSignup(type) && (
          <>
            <TextInput
              label={TEXTS.fields.establishment}
              {...register("name")}
              error={errors.name?.message}
            />
            <TextInput
              label={TEXTS.fields.finess}
              required
              {...register("finess")}
              error={errors.finess?.message}
            />
          </>
        )}
        <TextInput
          label={TEXTS.fields.email}
          type="email"
          autoComplete="email"
          required
          {...register("email")}
          error={errors.email?.message}
        />
        <PasswordInput
          label={TEXTS.fields.password}
          description={TEXTS.signup.passwordHint}
          autoComplete="new-password"
          required
          {...register("password")}
          error={errors.password?.message}
          // Mantine's PasswordInput and Checkbox mark their input with data-invalid only
          aria-invalid={Boolean(errors.password)}
        />
        <Checkbox
          label={TEXTS.signup.acceptTerms}
          required
          description={
            <>
              {TEXTS.signup.readThe} <LegalLink to="/infos/cgu">{TEXTS.signup.termsLink}</LegalLink>{" "}
              {TEXTS.signup.andThe}{" "}
              <LegalLink to="/infos/confidentialite">{TEXTS.signup.privacyLink}</LegalLink>.
            </>
          }
          {...register("acceptTerms")}
          error={errors.acceptTerms?.message}
          aria-invalid={Boolean(errors.acceptTerms)}
        />
        {errors.root?.message && <Alert color="red">{errors.root.message}</Alert>}
        {formError && (
          <Alert color="red" title={TEXTS.signup.title} role="alert">
            {signupErrorMessage(mutation.error)}
          </Alert>
        )}
        <Button type="submit" loading={mutation.isPending} fullWidth>
          {TEXTS.signup.submit}
        </Button>
      </Stack>
    </form>
  );
}
