import { Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { TEXTS } from "@reseau/shared";
import { postLog } from "../api/logs";
import { notifyError } from "../components/notify";
import { createErrorHandler, type ErrorHandler } from "./errorHandler";

let navigate: (path: string) => void = (path) => window.location.assign(path);

/** Lets the router take over the navigation of the login alert's "Login" button. */
export function setErrorNavigator(navigator: (path: string) => void): void {
  navigate = navigator;
}

/** Opens the 401 alert of 000 §8: "Authentification requise", Annuler / Login. */
function openAuthAlert(): void {
  modals.openConfirmModal({
    title: TEXTS.auth.title,
    children: <Text size="sm">{TEXTS.auth.required}</Text>,
    labels: { confirm: "Login", cancel: "Annuler" },
    onConfirm: () => navigate("/login"),
  });
}

/** The app's central error handler (000 §8), wired to /logs, Mantine toasts and modals. */
export const handleError: ErrorHandler = createErrorHandler({
  log: (error, context) => void postLog(error, context),
  toast: notifyError,
  openAuthAlert,
  location: () => window.location.pathname,
});
