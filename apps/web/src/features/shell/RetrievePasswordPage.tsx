import { useNavigate } from "react-router";
import { PasswordRecoveryModal } from "../account/PasswordRecoveryModal";
import { LoginPage } from "../session/LoginPage";

/**
 * `/modal-retrieve-password` (001 §2, 000 §2 "Password recovery"): the login page with its
 * recovery modal open; closing it leaves the visitor on the login.
 */
export function RetrievePasswordPage() {
  const navigate = useNavigate();
  return (
    <>
      <LoginPage />
      <PasswordRecoveryModal opened onClose={() => void navigate("/login", { replace: true })} />
    </>
  );
}
