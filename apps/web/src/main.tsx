import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App, createAppState, routerReady } from "./app/App";
import { keepEarlySend } from "./features/session/earlySend";
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
// without a session cookie: the app takes it over as it is once the page's code is here
const prerendered = root.dataset.prerendered === "guest";
const state = createAppState({ visitor: prerendered ? "hydrate" : undefined });
const app = (
  <StrictMode>
    <App {...state} />
  </StrictMode>
);
if (prerendered) {
  keepEarlySend(root);
  // hydrated as a transition: React yields to the browser every few milliseconds instead of one
  // long task (the page already shows, so nothing waits on it)
  void routerReady(state.router).then(() => startTransition(() => void hydrateRoot(root, app)));
} else {
  createRoot(root).render(app);
}
