import { Text } from "@mantine/core";
import { COMMON_TEXTS } from "@reseau/shared";
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
  void import("../components/confirmDialog").then(({ openConfirmModal }) =>
    openConfirmModal({
      title: COMMON_TEXTS.auth.title,
      children: <Text size="sm">{COMMON_TEXTS.auth.required}</Text>,
      labels: { confirm: COMMON_TEXTS.actions.login, cancel: COMMON_TEXTS.actions.cancel },
      onConfirm: () => goToLogin(),
    }),
  );
}

/** The app's central error handler (000 §8), wired to /logs, Mantine toasts and modals. */
export const handleError: ErrorHandler = createErrorHandler({
  // the contracts come with the first page that needs them, not with the first page: the log
  // call fetches its own
  log: (error, context) =>
    void import("../api/logs").then(({ postLog }) => postLog(error, context)),
  toast: notifyError,
  openAuthAlert,
  location: () => window.location.pathname,
});
