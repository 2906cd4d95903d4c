import { Paper, Stack, Text } from "@mantine/core";
import { TEXTS, type PublicUser } from "@reseau/shared";
import { Navigate, useNavigate, useSearchParams } from "react-router";
import { PageTitle } from "../../components/PageTitle";
import { LoginForm } from "../session/LoginForm";
import { homePathFor, useSession, useSetSessionUser } from "../session/session";
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

/**
 * The login form under the wizard's heading. Its route is open (not `guest`): a user with a
 * session, or one who has just logged in, goes to the wizard's landing (`apoticareLandingOf`),
 * not to the generic start page a `guest` route would send them to.
 */
function ApoticareLogin({ title, intro }: { title: string; intro: string }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const setSessionUser = useSetSessionUser();
  if (session.data) {
    return <Navigate to={apoticareLandingOf(session.data, params.get(RETURN_PARAM))} replace />;
  }
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
