import { PasswordRecoveryModal } from "../account/PasswordRecoveryModal";
import { LoginPage } from "../session/LoginPage";
import { usePageNavigation } from "../session/navigation";

/**
 * `/modal-retrieve-password` (001 §2, 000 §2 "Password recovery"): the login page with its
 * recovery modal open; closing it leaves the visitor on the login.
 */
export function RetrievePasswordPage() {
  const go = usePageNavigation();
  return (
    <>
      <LoginPage />
      <PasswordRecoveryModal opened onClose={() => go("Login", { mode: "ROOT" })} />
    </>
  );
}
