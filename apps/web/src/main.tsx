import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
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

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
