import { MantineProvider } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { Notifications } from "@mantine/notifications";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, type RenderResult } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
import { vi } from "vitest";
import type { PublicUser } from "@reseau/shared";
import { createQueryClient } from "../app/queryClient";
import { SESSION_KEY } from "../features/session/queries";
import { theme } from "../app/theme";

/** A `matchMedia` whose answers `matches(query)` decides. */
export function fakeMatchMedia(matches: (query: string) => boolean) {
  return (query: string) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

/** Options of `renderWithProviders`. */
export interface RenderOptions {
  route?: string;
  onError?: () => void;
  /** The logged-in user, put in the session cache before the first render; null: a visitor. */
  user?: PublicUser | null;
}

/**
 * The app's providers around `ui`, at `route`, with the toasts on screen (tests look for the text
 * a user reads); errors reach `onError` instead of the server.
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = "/", onError = vi.fn(), user }: RenderOptions = {},
): RenderResult & { queryClient: QueryClient } {
  const queryClient = createQueryClient(onError);
  if (user !== undefined) queryClient.setQueryData(SESSION_KEY, user);
  const result = render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <Notifications />
          <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, queryClient };
}
