import { Text } from "@mantine/core";
import { TEXTS } from "@reseau/shared";
import { postLog } from "../api/logs";
import { notifyError } from "../components/notify";
import { createErrorHandler, type ErrorHandler } from "./errorHandler";

let goToLogin: () => void = () => window.location.assign("/login");

/**
 * Sets what the login alert's "Login" button does; the app forgets the expired session and lets
 * the router go to /login.
 */
export function setLoginRedirect(redirect: () => void): void {
  goToLogin = redirect;
}

/** Opens the 401 alert of 000 §8: "Authentification requise", Annuler / Login. */
function openAuthAlert(): void {
  // fetched with the dialogs' provider (App.tsx), after the first page
  void import("@mantine/modals").then(({ modals }) =>
    modals.openConfirmModal({
      title: TEXTS.auth.title,
      children: <Text size="sm">{TEXTS.auth.required}</Text>,
      labels: { confirm: TEXTS.actions.login, cancel: TEXTS.actions.cancel },
      onConfirm: () => goToLogin(),
    }),
  );
}

/** The app's central error handler (000 §8), wired to /logs, Mantine toasts and modals. */
export const handleError: ErrorHandler = createErrorHandler({
  log: (error, context) => void postLog(error, context),
  toast: notifyError,
  openAuthAlert,
  location: () => window.location.pathname,
});
