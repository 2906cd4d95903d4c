import { Alert, Anchor, Button, Center, Loader, Paper, Stack, Text } from "@mantine/core";
import { format, TEXTS } from "@reseau/shared";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { failureText } from "../../api/errors";
import { PageTitle } from "../../components/PageTitle";
import { notifySuccess } from "../../components/notify";
import { homePathFor, useSetSessionUser } from "../session/queries";
import {
  NewPasswordFields,
  newPasswordErrors,
  resolverOf,
  type NewPasswordValues,
} from "./NewPasswordFields";
import { confirmAccount, isActivatedUser, resetPassword } from "./queries";

const P = TEXTS.lifecycle.pages;
const EMPTY: NewPasswordValues = { password: "", confirmation: "" };

/** The frame of the pages a mailed link opens: a narrow card with the page's one title. */
function LinkPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder shadow="sm" radius="md" p={{ base: "md", sm: "xl" }} maw={520} mx="auto">
      <Stack gap="md">
        <PageTitle>{title}</PageTitle>
        {children}
      </Stack>
    </Paper>
  );
}

/** An incomplete link: what to do, and the way to the login page. */
function MissingLink() {
  return (
    <>
      <Alert color="red" role="alert">
        {P.missingLink}
      </Alert>
      <Anchor component={Link} to="/login">
        {P.toLogin}
      </Anchor>
    </>
  );
}

/**
 * The form of a new password typed twice; `submit` sends it. The server's refusal (a used or
 * expired link) shows above the button.
 */
function NewPasswordForm({
  submit,
  pending,
  error,
  button,
}: {
  submit: (password: string) => void;
  pending: boolean;
  error: unknown;
  button: string;
}) {
  const { register, handleSubmit, formState } = useForm<NewPasswordValues>({
    defaultValues: EMPTY,
    resolver: resolverOf(newPasswordErrors),
  });
  return (
    <form onSubmit={handleSubmit((values) => submit(values.password))} noValidate>
      <Stack gap="sm">
        <NewPasswordFields register={register} errors={formState.errors} />
        {error !== null && (
          <Alert color="red" role="alert">
            {failureText(error)}
          </Alert>
        )}
        <Button type="submit" loading={pending} fullWidth>
          {button}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * `/mot-de-passe/nouveau?token=…`: the page of the reset link (issue 8 §5): a new password, then
 * the login page, where the new password now works (every session of the account has ended).
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get("token");
  const mutation = useMutation({
    mutationFn: (password: string) => resetPassword({ token: token ?? "", password }),
    meta: { errors: "inline", context: "password reset" },
    onSuccess: (answer) => {
      notifySuccess(answer.message);
      void navigate("/login", { replace: true });
    },
  });
  return (
    <LinkPage title={P.resetTitle}>
      {token ? (
        <NewPasswordForm
          submit={(password) => mutation.mutate(password)}
          pending={mutation.isPending}
          error={mutation.error}
          button={P.resetButton}
        />
      ) : (
        <MissingLink />
      )}
    </LinkPage>
  );
}

/**
 * `/activation?login=…&token=…`: the page of the activation link (issue 8 §5): the owner chooses
 * her password; the account becomes active, she is logged in and lands on her page.
 */
export function ActivationPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const setSessionUser = useSetSessionUser();
  const login = params.get("login");
  const token = params.get("token");
  const mutation = useMutation({
    mutationFn: (password: string) =>
      confirmAccount({ login: login ?? "", token: token ?? "", password }),
    meta: { errors: "inline", context: "activation" },
    onSuccess: (answer) => {
      if (!isActivatedUser(answer)) return;
      setSessionUser(answer);
      void navigate(homePathFor(answer), { replace: true });
    },
  });
  return (
    <LinkPage title={P.activationTitle}>
      {login && token ? (
        <>
          <Text>{format(P.activationIntro, { email: login })}</Text>
          <NewPasswordForm
            submit={(password) => mutation.mutate(password)}
            pending={mutation.isPending}
            error={mutation.error}
            button={P.activationButton}
          />
        </>
      ) : (
        <MissingLink />
      )}
    </LinkPage>
  );
}

/**
 * `/confirmation-email?login=…&token=…`: confirms the address as soon as the page opens (once,
 * even when React mounts it twice), then says so.
 */
export function EmailConfirmationPage() {
  const [params] = useSearchParams();
  const login = params.get("login");
  const token = params.get("token");
  const mutation = useMutation({
    mutationFn: () => confirmAccount({ login: login ?? "", token: token ?? "" }),
    meta: { errors: "inline", context: "e-mail confirmation" },
  });
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !login || !token) return;
    started.current = true;
    mutation.mutate();
  }, [login, token, mutation]);

  let body: ReactNode;
  if (!login || !token) body = <MissingLink />;
  else if (mutation.isError)
    body = (
      <Alert color="red" role="alert">
        {failureText(mutation.error)}
      </Alert>
    );
  else if (mutation.isSuccess)
    body = (
      <Alert color="teal" role="status">
        {"message" in mutation.data ? mutation.data.message : TEXTS.lifecycle.emailConfirmed}
      </Alert>
    );
  else
    body = (
      <Center py="md">
        <Loader aria-label={P.confirming} />
      </Center>
    );
  return (
    <LinkPage title={P.confirmationTitle}>
      {body}
      {(mutation.isSuccess || mutation.isError) && (
        <Anchor component={Link} to="/compte">
          {P.toAccount}
        </Anchor>
      )}
    </LinkPage>
  );
}
