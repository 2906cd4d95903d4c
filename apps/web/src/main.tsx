import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App, createAppState, routerReady, type AppState } from "./app/App";
import { keepEarlySend, onFirstMove } from "./features/session/earlySend";
import "./app/boot.css";

const root = document.getElementById("root");
if (!root) throw new Error("#root manquant dans index.html");
// the service worker (offline app shell, web push) once the page has loaded, fetched lazily
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  window.addEventListener("load", () => {
    void import("./features/offline/pwa").then(({ registerServiceWorker }) =>
      registerServiceWorker(),
    );
  });
}

// a visitor's page the build rendered ahead (`prerender.tsx`), sent by the server to a request
// without a session cookie: the app takes it over as it is at the person's first move on it
// (`onFirstMove`: until then the drawn page is all they see, its links plain links, and a press
// kept meanwhile is acted on then); its router, its page's code and its first render wait, the
// longest work of a phone's load (issue 17 §5), and the hydration runs as a transition: React
// yields to the browser every few milliseconds instead of one long task
const appOf = (state: AppState) => (
  <StrictMode>
    <App {...state} />
  </StrictMode>
);
if (root.dataset.prerendered === "guest") {
  keepEarlySend(root);
  onFirstMove(document, () => {
    const state = createAppState({ visitor: "hydrate" });
    void routerReady(state.router).then(() =>
      startTransition(() => void hydrateRoot(root, appOf(state))),
    );
  });
} else {
  createRoot(root).render(appOf(createAppState()));
}
