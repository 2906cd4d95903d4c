import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import "./app/boot.css";

const root = document.getElementById("root");
if (!root) throw new Error("#root manquant dans index.html");
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
