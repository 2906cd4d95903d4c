import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { VitePWA } from "vite-plugin-pwa";
import { mantineStylesInUse } from "./build/mantineCss";
import { routePreloads } from "./build/routePreloads";
import { API_BASE_PREFIXES } from "../../packages/shared/src/common/apis";

const SERVER = "http://localhost:3000";
const SHARED_SOURCE = fileURLToPath(new URL("../../packages/shared/src/", import.meta.url));
// the API prefixes of the shared package ("/feed/" with its slash: `/feed` alone is the
// patient's feed page, served by Vite), and the API description
const proxied = [...API_BASE_PREFIXES, "/docs"];
// navigations the service worker never answers with the app's page: the APIs, their description
const OFFLINE_DENYLIST = [...proxied, "/socket.io/"].map(
  (prefix) => new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}`),
);

/**
 * Vite configuration of the web app. The dev server proxies the APIs and the socket.io endpoint to
 * the Node server on port 3000; `vite build` writes `dist/`, which that server serves at `/`.
 */
export default defineConfig({
  plugins: [
    react(),
    mantineStylesInUse(),
    routePreloads(fileURLToPath(new URL("./src/app/routes.ts", import.meta.url))),
    // issue 9 §5: installable, the app shell offline; health data never in Cache Storage
    VitePWA({
      injectRegister: false,
      registerType: "autoUpdate",
      includeAssets: ["icons/apple-touch-icon.png", "icons/icon.svg"],
      manifest: {
        id: "/",
        name: "Réseau Santé",
        short_name: "Réseau Santé",
        description: "Vos ordonnances et documents de santé avec votre pharmacie.",
        lang: "fr",
        dir: "ltr",
        start_url: "/",
        scope: "/",
        display: "standalone",
        orientation: "portrait",
        background_color: "#ffffff",
        theme_color: "#1971c2",
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
          {
            src: "/icons/maskable-512.png",
            sizes: "512x512",
            type: "image/png",
            purpose: "maskable",
          },
        ],
      },
      workbox: {
        // the app shell only: the answers of the APIs are never put in Cache Storage (no
        // runtimeCaching); the data shown offline lives in IndexedDB (features/offline)
        globPatterns: ["**/*.{js,css,html,svg,png,woff2,webmanifest}"],
        globIgnores: ["ref/**", "**/*.map"],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        navigateFallback: "/index.html",
        navigateFallbackDenylist: OFFLINE_DENYLIST,
        runtimeCaching: [],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        importScripts: ["/push-sw.js"],
      },
    }),
  ],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      // packages/shared has no side effect at load but the French messages it gives zod
      // (`common/zod-fr.ts`, reached through the package's index): a shared module none of whose
      // exports a chunk uses stays out of it, with the zod schemas it builds, so the first page
      // does without zod (apps/web/README.md "Speed on a phone")
      treeshake: {
        moduleSideEffects: (id) =>
          id.startsWith(SHARED_SOURCE) ? /\/(index|common\/zod-fr)\.ts$/.test(id) : undefined,
      },
      output: {
        // libraries in their own chunks: they change less often than the app, so stay cached
        codeSplitting: {
          groups: [
            {
              name: "react",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      ...Object.fromEntries(proxied.map((path) => [path, { target: SERVER, changeOrigin: true }])),
      "/socket.io": { target: SERVER, ws: true, changeOrigin: true },
    },
  },
});
