import { Alert, Button, Checkbox, PasswordInput, Stack, TextInput } from "@mantine/core";
import { stripSpaces, TEXTS, type PublicUser } from "@reseau/shared";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { isApiError } from "../../api/errors";
import { logIn } from "./queries";

/** Props of the login form. */
export interface LoginFormProps {
  /** Called with the user once the session is open. */
  onLoggedIn: (user: PublicUser) => void;
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
  if (!isApiError(error)) return TEXTS.http.server;
  if (error.status === 401) return TEXTS.auth.badCredentials;
  if (error.status === 0) return TEXTS.http.offline;
  return error.message || TEXTS.http.server;
}

/** The login form: `POST /ws/login {login, password, stayConnected}`; errors show inline. */
export function LoginForm({ onLoggedIn }: LoginFormProps) {
  const { register, handleSubmit } = useForm<LoginValues>({
    defaultValues: { login: "", password: "", stayConnected: false },
  });
  const mutation = useMutation({
    mutationFn: (values: LoginValues) =>
      logIn({
        login: stripSpaces(values.login),
        password: values.password,
        stayConnected: values.stayConnected,
      }),
    meta: { errors: "inline", context: "login" },
    onSuccess: onLoggedIn,
  });

  return (
    <form onSubmit={handleSubmit((values) => mutation.mutate(values))}>
      <Stack gap="sm">
        <TextInput
          label="E-mail ou identifiant"
          autoComplete="username"
          required
          {...register("login")}
        />
        <PasswordInput
          label="Mot de passe"
          autoComplete="current-password"
          required
          {...register("password")}
        />
        <Checkbox label="Rester connecté" {...register("stayConnected")} />
        {mutation.isError && (
          <Alert color="red" role="alert">
            {loginErrorMessage(mutation.error)}
          </Alert>
        )}
        <Button type="submit" loading={mutation.isPending} fullWidth>
          Se connecter
        </Button>
      </Stack>
    </form>
  );
}
