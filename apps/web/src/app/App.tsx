import { TEXTS } from "@reseau/shared";
import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import { MantineProvider } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { Notifications } from "@mantine/notifications";
import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { RouterProvider } from "react-router";
import { TOAST_MS } from "../components/notify";
import { SESSION_KEY } from "../features/session/queries";
import { handleError, setLoginRedirect } from "./errorReporting";
import { createQueryClient } from "./queryClient";
import { createAppRouter } from "./router";
import { cssVariablesResolver, theme } from "./theme";

/**
 * The whole app: Mantine (theme, toasts at the top for 2 s, modals), TanStack Query wired to the
 * central error handler, and the router.
 */
export function App() {
  const [queryClient] = useState(() => createQueryClient(handleError));
  const [router] = useState(() => {
    const created = createAppRouter();
    setLoginRedirect(() => {
      // the session is over: forget it so that /login shows the form
      queryClient.setQueryData(SESSION_KEY, null);
      void created.navigate("/login");
    });
    return created;
  });

  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <Notifications position="top-center" autoClose={TOAST_MS} />
      <QueryClientProvider client={queryClient}>
        <ModalsProvider labels={{ confirm: TEXTS.actions.confirm, cancel: TEXTS.actions.cancel }}>
          <RouterProvider router={router} />
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
