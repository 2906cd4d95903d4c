import { Paper, Stack, Text } from "@mantine/core";
import { TEXTS, type PublicUser } from "@reseau/shared";
import { useNavigate, useSearchParams } from "react-router";
import { PageTitle } from "../../components/PageTitle";
import { LoginForm } from "../session/LoginForm";
import { homePathFor, useSetSessionUser } from "../session/session";
import { RETURN_PARAM, returnPathOf } from "../session/startPages";

const T = TEXTS.apoticare;

/**
 * Where a user lands from the wizard's logins (issue 22 §2): the page that asked for the login
 * (`?retour=`), else a pharmacy its received orders, a patient the wizard, anyone else their
 * start page.
 */
export function apoticareLandingOf(user: PublicUser, back: string | null): string {
  const asked = returnPathOf(back);
  if (asked) return asked;
  if (user.type === "pharmacy") return "/apoticare/commandes";
  if (user.type === "patient") return "/apoticare";
  return homePathFor(user);
}

function ApoticareLogin({ title, intro }: { title: string; intro: string }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const setSessionUser = useSetSessionUser();
  const enter = (user: PublicUser) => {
    setSessionUser(user);
    void navigate(apoticareLandingOf(user, params.get(RETURN_PARAM)), { replace: true });
  };
  return (
    <Paper withBorder shadow="sm" radius="md" p={{ base: "md", sm: "xl" }} maw={520} mx="auto">
      <Stack gap="md">
        <PageTitle>{title}</PageTitle>
        <Text>{intro}</Text>
        <LoginForm onLoggedIn={enter} />
      </Stack>
    </Paper>
  );
}

/** `/page-apoticare-login` (001 §2): the patient's login of the wizard, landing on it. */
export function ApoticareLoginPage() {
  return <ApoticareLogin title={T.loginTitle} intro={T.loginIntro} />;
}

/** `/page-apoticare-login-pro` (001 §2): the pharmacy's, landing on its received orders. */
export function ApoticareProLoginPage() {
  return <ApoticareLogin title={T.loginProTitle} intro={T.loginProIntro} />;
}
