import { TEXTS } from "@reseau/shared";
import { PageTitle } from "../../components/PageTitle";
import { Anchor, Center, Loader, Paper, Tabs, Text } from "@mantine/core";
import { lazy, Suspense, useEffect } from "react";
import type { PublicUser } from "@reseau/shared";
import { Link, useNavigate, useSearchParams } from "react-router";
import { LoginForm } from "./LoginForm";
import { homePathFor, useSetSessionUser } from "./queries";

// the sign-up form (its fields, pickers and rules) is fetched apart: the login form comes first
const loadSignupForm = () => import("./SignupForm");
const SignupForm = lazy(() => loadSignupForm().then((module) => ({ default: module.SignupForm })));

/**
 * `/login`: the login form, and the sign-up form in the "Créer un compte" tab (opened directly
 * with `?openAccount=1`, 000 §2). The router's `GuestOnly` sends a logged-in user to their page.
 */
export function LoginPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const setSessionUser = useSetSessionUser();
  const tab = params.get("openAccount") === "1" ? "signup" : "login";
  // fetched once the login form shows, so that "Créer un compte" opens at once
  useEffect(() => void loadSignupForm(), []);

  const enter = (user: PublicUser) => {
    setSessionUser(user);
    void navigate(homePathFor(user), { replace: true });
  };

  return (
    <Paper withBorder shadow="sm" radius="md" p={{ base: "md", sm: "xl" }} maw={520} mx="auto">
      <PageTitle visuallyHidden>
        {tab === "signup" ? TEXTS.signup.title : TEXTS.signup.loginTitle}
      </PageTitle>
      <Tabs
        value={tab}
        keepMounted={false}
        onChange={(value) => setParams(value === "signup" ? { openAccount: "1" } : {})}
      >
        <Tabs.List grow mb="md">
          <Tabs.Tab value="login">{TEXTS.signup.loginTitle}</Tabs.Tab>
          <Tabs.Tab value="signup">{TEXTS.login.createAccount}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="login">
          <LoginForm onLoggedIn={enter} />
          <Text size="sm" ta="center" mt="md">
            {TEXTS.login.noAccount}{" "}
            <Anchor component={Link} to="/login?openAccount=1">
              {TEXTS.login.createAccount}
            </Anchor>
          </Text>
        </Tabs.Panel>
        <Tabs.Panel value="signup">
          <Suspense
            fallback={
              <Center py="xl">
                <Loader aria-label={TEXTS.login.loadingForm} />
              </Center>
            }
          >
            <SignupForm onSignedUp={enter} />
          </Suspense>
        </Tabs.Panel>
      </Tabs>
    </Paper>
  );
}
