import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  PasswordInput,
  Stack,
  TextInput,
} from "@mantine/core";
import { stripSpaces, TEXTS, type PublicUser, type TwoFactorChallenge } from "@reseau/shared";
import { useMutation } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useForm } from "react-hook-form";
import { failureText, isApiError } from "../../api/errors";
import { sendIfAsked } from "./earlySend";

// the session's calls and their contracts (zod and its schemas) are fetched once the form is sent:
// the login page paints and answers without them
const sessionCalls = () => import("./queries");

// the recovery modal is fetched when « Mot de passe oublié ? » is first clicked
const PasswordRecoveryModal = lazy(() =>
  import("../account/PasswordRecoveryModal").then((module) => ({
    default: module.PasswordRecoveryModal,
  })),
);

// the second step (issue 24 §1) is fetched after a 202 only: most logins never need it
const SecondStepForm = lazy(() =>
  import("./SecondStepForm").then((module) => ({ default: module.SecondStepForm })),
);

/** Props of the login form. */
export interface LoginFormProps {
  /** Called with the user once the session is open. */
  onLoggedIn: (user: PublicUser) => void;
  /**
   * Called once the app runs the form with the `data-early` name of a button outside the form
   * pressed before (the drawn page's « Créer un compte » tab: `signup`), for the page to act on.
   */
  onEarlyPress?: (name: string) => void;
}

interface LoginValues {
  login: string;
  password: string;
  stayConnected: boolean;
}

/**
 * The French text of a failed login (000 §8 "Login"): 401 → unknown credentials; 403
 * (restrictedType, wrongApp, wrongGroup) and 429 → the server's message; offline → connection.
 */
function loginErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status === 401) return TEXTS.auth.badCredentials;
  return failureText(error);
}

const neverChanges = () => () => undefined;

/**
 * False while the page drawn ahead at build time (`prerender.tsx`) waits for its scripts and
 * while React takes it over, true once the app runs it (at once when the app drew it itself).
 */
function useRunning(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}

/**
 * The login form: `POST /ws/login {login, password, stayConnected}`; errors show inline. When the
 * server asks for a second step (202, issue 24 §1), the form gives way to `SecondStepForm`.
 */
export function LoginForm({ onLoggedIn, onEarlyPress }: LoginFormProps) {
  const [recovering, setRecovering] = useState(false);
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);
  // drawn ahead, the button sends nothing until the app runs: the browser would send the form
  // itself, the password in the address (two fields and no submit button: Enter sends nothing)
  const running = useRunning();
  const form = useRef<HTMLFormElement>(null);
  // a press of Enter or of the button before the app ran is not lost (`earlySend.ts`)
  useEffect(() => {
    if (!running) return;
    const pressed = sendIfAsked(form.current);
    if (pressed === "forgot") setRecovering(true);
    else if (pressed) onEarlyPress?.(pressed);
  }, [running, onEarlyPress]);
  const { register, handleSubmit, getValues } = useForm<LoginValues>({
    defaultValues: { login: "", password: "", stayConnected: false },
  });
  const mutation = useMutation({
    mutationFn: async (values: LoginValues) =>
      (await sessionCalls()).logIn({
        login: stripSpaces(values.login),
        password: values.password,
        stayConnected: values.stayConnected,
      }),
    meta: { errors: "inline", context: "login" },
    // 202: the second step, no session yet (issue 24 §1)
    onSuccess: (answer) => ("twoFactor" in answer ? setChallenge(answer) : onLoggedIn(answer)),
  });

  if (challenge) {
    return (
      <Suspense fallback={null}>
        <SecondStepForm
          methods={challenge.methods}
          onLoggedIn={onLoggedIn}
          onBack={() => setChallenge(null)}
        />
      </Suspense>
    );
  }

  return (
    <>
      <form
        ref={form}
        onSubmit={handleSubmit((values) => mutation.mutate(values))}
        // the calls are fetched while the person types, ready when she sends
        onFocus={() => void sessionCalls()}
      >
        <Stack gap="sm">
          <TextInput
            label={TEXTS.login.identifier}
            autoComplete="username"
            required
            {...register("login")}
          />
          <PasswordInput
            label={TEXTS.fields.password}
            autoComplete="current-password"
            required
            {...register("password")}
          />
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Checkbox label={TEXTS.login.stayConnected} {...register("stayConnected")} />
            <Anchor
              component="button"
              type="button"
              size="sm"
              data-early="forgot"
              onClick={() => setRecovering(true)}
            >
              {TEXTS.lifecycle.pages.forgotLink}
            </Anchor>
          </Group>
          {mutation.isError && (
            <Alert color="red" role="alert">
              {loginErrorMessage(mutation.error)}
            </Alert>
          )}
          <Button
            type={running ? "submit" : "button"}
            aria-disabled={running ? undefined : true}
            loading={mutation.isPending}
            fullWidth
          >
            {TEXTS.login.submit}
          </Button>
        </Stack>
      </form>
      {/* outside the login form: a portal's submit would still bubble to it in React */}
      {recovering && (
        <Suspense fallback={null}>
          <PasswordRecoveryModal
            opened
            onClose={() => setRecovering(false)}
            initialEmail={stripSpaces(getValues("login"))}
          />
        </Suspense>
      )}
    </>
  );
}
