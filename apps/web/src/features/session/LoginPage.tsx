import { TEXTS } from "@reseau/shared";
import { PageTitle } from "../../components/PageTitle";
import { Anchor, Center, Loader, Paper, Tabs, Text } from "@mantine/core";
import { lazy, Suspense, useCallback } from "react";
import type { PublicUser } from "@reseau/shared";
import { Link, useNavigate, useSearchParams } from "react-router";
import { LoginForm } from "./LoginForm";
import { ProSanteConnectButton, ProSanteConnectOutcome } from "./ProSanteConnect";
import { homePathFor, useSetSessionUser } from "./session";
import { RETURN_PARAM, returnPathOf } from "./startPages";

// the sign-up form (its fields, pickers and rules) is fetched apart: the login form comes first
const loadSignupForm = () => import("./SignupForm");
const SignupForm = lazy(() => loadSignupForm().then((module) => ({ default: module.SignupForm })));

/**
 * `/login`: the login form, and the sign-up form in the "Créer un compte" tab (opened directly
 * with `?openAccount=1`, 000 §2). The router's `GuestOnly` sends a logged-in user to their page.
 * `?retour=` names the page to come back to once logged in (`returnPathOf`).
 */
export function LoginPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const setSessionUser = useSetSessionUser();
  const tab = params.get("openAccount") === "1" ? "signup" : "login";
  // fetched as soon as a finger or the pointer reaches « Créer un compte » (or the keyboard
  // focuses it), so that it opens at once without weighing on the login page's first seconds
  const prefetchSignup = () => void loadSignupForm();

  const openEarly = useCallback(
    (name: string) => {
      if (name === "signup") setParams({ openAccount: "1" });
    },
    [setParams],
  );

  const enter = (user: PublicUser) => {
    setSessionUser(user);
    // back to the page that asked her to log in (the pharmacy map), else her start page
    void navigate(returnPathOf(params.get(RETURN_PARAM)) ?? homePathFor(user), { replace: true });
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
          <Tabs.Tab
            value="signup"
            // pressed on the drawn page before the app runs, it opens once it does (earlySend.ts)
            data-early="signup"
            onPointerEnter={prefetchSignup}
            onTouchStart={prefetchSignup}
            onFocus={prefetchSignup}
          >
            {TEXTS.login.createAccount}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="login">
          <ProSanteConnectOutcome />
          <LoginForm onLoggedIn={enter} onEarlyPress={openEarly} />
          <ProSanteConnectButton />
          <Text size="sm" ta="center" mt="md">
            {TEXTS.login.noAccount}{" "}
            <Anchor
              component={Link}
              to="/login?openAccount=1"
              onPointerEnter={prefetchSignup}
              onTouchStart={prefetchSignup}
              onFocus={prefetchSignup}
            >
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
