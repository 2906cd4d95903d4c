import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { mantineStylesInUse } from "./build/mantineCss";
import { routePreloads } from "./build/routePreloads";
import { API_BASE_PREFIXES } from "../../packages/shared/src/common/apis";

const SERVER = "http://localhost:3000";
// the API prefixes of the shared package ("/feed/" with its slash: `/feed` alone is the
// patient's feed page, served by Vite), and the API description
const proxied = [...API_BASE_PREFIXES, "/docs"];

/**
 * Vite configuration of the web app. The dev server proxies the APIs and the socket.io endpoint to
 * the Node server on port 3000; `vite build` writes `dist/`, which that server serves at `/`.
 */
export default defineConfig({
  plugins: [
    react(),
    mantineStylesInUse(),
    routePreloads(fileURLToPath(new URL("./src/app/router.tsx", import.meta.url))),
  ],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
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
