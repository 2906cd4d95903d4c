import { existsSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/** `…/@mantine/<package>/esm/…/<Name>.module.mjs`: the class map a Mantine component imports. */
const CSS_MODULE =
  /^(.*[\\/]@mantine[\\/]([a-z]+))[\\/]esm[\\/](?:.*[\\/])?([A-Za-z]+)\.module\.mjs$/;

/**
 * The stylesheet of the component whose class map `id` is, in its CSS layer (`mantine`), or
 * null: `@mantine/core` ships one file per component (`styles/Button.layer.css`), the other
 * packages one for the whole package (`styles.layer.css`).
 */
function stylesheetOf(id: string): string | null {
  const match = CSS_MODULE.exec(id);
  if (!match) return null;
  const [, root, pkg, name] = match as unknown as [string, string, string, string];
  const file =
    pkg === "core"
      ? path.join(root, "styles", `${name}.layer.css`)
      : path.join(root, "styles.layer.css");
  return existsSync(file) ? file : null;
}

/**
 * Only the Mantine styles in use (issue 7 §4): each Mantine component's stylesheet is imported by
 * the component's own class map, so it lands in the same chunk as the component's code and a
 * page downloads the styles of the components it shows, no more. The stylesheets are the
 * `.layer.css` builds (`@layer mantine`), so their order across chunks cannot beat the app's own
 * styles. The global styles (`baseline`, `default-css-variables`, `global`) are imported by
 * `App.tsx`.
 */
export function mantineStylesInUse(): Plugin {
  return {
    name: "mantine-styles-in-use",
    enforce: "pre",
    // the dev server serves Mantine pre-bundled: App.tsx imports all its styles there
    apply: "build",
    transform(code, id) {
      const stylesheet = stylesheetOf(id);
      if (!stylesheet) return null;
      return { code: `import ${JSON.stringify(stylesheet)};\n${code}`, map: null };
    },
  };
}
