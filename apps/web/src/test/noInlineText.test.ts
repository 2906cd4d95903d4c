import { ESLint } from "eslint";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";

/** The repository's root, where `eslint.config.js` is. */
const ROOT = fileURLToPath(new URL("../../../../", import.meta.url));

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** The texts `npm run lint` reports as written inline in a file at `path`. */
async function inlineTexts(code: string, path = "apps/web/src/features/x/Example.tsx") {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}${path}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === "reseau/no-inline-text")
    .map((message) => /« (.*) »/.exec(message.message)?.[1]);
}

describe("French once in the web app: the lint rule (issue 17 §3)", () => {
  it("reports French written in a screen's JSX", async () => {
    const code = `
      export function Example({ ok }: { ok: boolean }) {
        return (
          <div>
            <button>Charger plus</button>
            <span>{"Aucun document."}</span>
            <span>{ok ? "Oui" : "Non"}</span>
            <span>{\`\${3} documents\`}</span>
          </div>
        );
      }`;
    expect(await inlineTexts(code)).toEqual([
      "Charger plus",
      "Aucun document.",
      "Oui",
      "Non",
      "documents",
    ]);
  }, 60_000);

  it("reports it in the attributes a user reads or hears", async () => {
    const code = `
      export function Example({ busy }: { busy: boolean }) {
        return (
          <form aria-label="Recherche">
            <input placeholder="Lyon, 69003…" title={busy ? "Envoi" : "Prêt"} />
            <label label="Prénom" />
            <img alt="Aperçu du document" />
          </form>
        );
      }`;
    expect(await inlineTexts(code)).toEqual([
      "Recherche",
      "Lyon, 69003…",
      "Envoi",
      "Prêt",
      "Prénom",
      "Aperçu du document",
    ]);
  });

  it("lets pass shared texts, punctuation, symbols and technical attributes", async () => {
    const code = `
      import { TEXTS } from "@reseau/shared";
      export function Example({ price }: { price: string }) {
        return (
          <div className="card" data-testid="example" role="status">
            <button type="submit">{TEXTS.actions.loadMore}</button>
            <span>{price} €</span>
            <span>·</span>
            <span>{"—"}</span>
            <span>PDF</span>
          </div>
        );
      }`;
    expect(await inlineTexts(code)).toEqual([]);
  });

  it("applies to the screens, not to their tests", async () => {
    const code = `export const Example = () => <button>Charger plus</button>;`;
    expect(await inlineTexts(code, "apps/web/src/features/x/Example.test.tsx")).toEqual([]);
  });
});
