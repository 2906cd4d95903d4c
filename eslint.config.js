import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import { reseauPlugin } from "./eslint/no-inline-text.js";

/** Server files where SQL may be written: repositories, schemas, the database folder, sessions. */
const SQL_FILES = [
  "apps/server/src/**/*.repository.ts",
  "apps/server/src/**/*.schema.ts",
  "apps/server/src/db/**",
  "apps/server/src/platform/sessions.ts",
];
/** Tests, the bench and scripts set up and inspect state directly. */
const SERVER_TOOLING = [
  "apps/server/src/**/*.test.ts",
  "apps/server/src/test/**",
  "apps/server/src/modules/*/test-helpers.ts",
  "apps/server/bench/**",
  "apps/server/scripts/**",
];

const noSql = {
  group: ["drizzle-orm", "drizzle-orm/*"],
  message:
    "SQL only in repositories (docs/ARCHITECTURE.md « Layers »): call the module's repository.",
};
const noSchema = {
  regex: "(^|/)db/schema(\\.js)?$|\\.schema(\\.js)?$",
  allowTypeImports: true,
  message:
    "Tables only in repositories (docs/ARCHITECTURE.md « Layers »); a type import of a row is fine.",
};
// from a module's file: a sibling module's file other than its index.ts
const noReachIntoModule = {
  regex: "^\\.\\./(?!\\.\\.)[^/]+/(?!index\\.js$)",
  message: "A module reaches another only through its public index.ts (`../<domain>/index.js`).",
};
// from outside the modules (app, realtime, platform): a module's file other than its index.ts
const noReachIntoModuleFromOutside = {
  regex: "(^|/)modules/[^/]+/(?!index\\.js$)",
  message: "Reach a module only through its public index.ts (`modules/<domain>/index.js`).",
};

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "data/**",
      "e2e/artifacts/**",
      // deliberate faults the lint's own test (eslint-rules.test.ts) checks the rules catch
      "apps/server/src/test/fixtures/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["apps/server/src/modules/**/*.ts"],
    // modules/index.ts is the list of modules, above them
    ignores: [...SQL_FILES, ...SERVER_TOOLING, "apps/server/src/modules/index.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [noSql, noSchema, noReachIntoModule] },
      ],
    },
  },
  {
    files: ["apps/server/src/**/*.ts"],
    ignores: [
      ...SQL_FILES,
      ...SERVER_TOOLING,
      "apps/server/src/modules/**/!(index).ts",
      "apps/server/src/modules/*/index.ts",
    ],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [noSql, noSchema, noReachIntoModuleFromOutside] },
      ],
    },
  },
  {
    // a repository may join any table (a schema may reference another's), but reaches other
    // modules' code through their index
    files: ["apps/server/src/modules/**/*.repository.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": ["error", { patterns: [noReachIntoModule] }],
    },
  },
  {
    // the server's modules depend one way (relations ← accounts ← contacts, documents… ←
    // labs, renewals, market): any import circle between its files fails the lint; `.js`
    // specifiers name the `.ts` files beside them
    files: ["apps/server/src/**/*.ts"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/ignore": ["node_modules"],
      "import-x/extensions": [".ts", ".js"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts"] },
      "import-x/resolver-next": [
        createNodeResolver({
          extensions: [".ts", ".js"],
          extensionAlias: { ".js": [".ts", ".js"] },
        }),
      ],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // the React Compiler's rules (all of the recommended set but the two classic ones) judge the
    // app's components and hooks; on the 280 test files they cost two thirds of the lint's CPU
    // (12 of 19 s) for code that never ships. The rules of hooks still hold in tests.
    files: ["apps/web/**/*.test.{ts,tsx}", "apps/web/src/test/**"],
    rules: Object.fromEntries(
      Object.keys(reactHooks.configs.recommended.rules)
        .filter(
          (rule) => !["react-hooks/rules-of-hooks", "react-hooks/exhaustive-deps"].includes(rule),
        )
        .map((rule) => [rule, "off"]),
    ),
  },
  {
    // French once (issue 17 §3): a screen reads its texts from TEXTS (packages/shared), in its
    // JSX and in what a user reads or hears of an element; a text without a letter (« · », « — »,
    // « € ») and the names below pass
    files: ["apps/web/src/features/**/*.{ts,tsx}"],
    ignores: ["apps/web/src/features/**/*.test.{ts,tsx}"],
    plugins: { reseau: reseauPlugin },
    rules: {
      "reseau/no-inline-text": [
        "error",
        {
          attributes: ["label", "placeholder", "title", "aria-label", "alt", "description"],
          allowed: ["PDF"],
        },
      ],
    },
  },
);
