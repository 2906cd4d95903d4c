import { readFileSync } from "node:fs";
import path from "node:path";
import { parseSync, type Plugin } from "vite";

/** A lazy row of the route table: its path and its page's module (absolute, no extension). */
export interface LazyRoute {
  path: string;
  module: string;
}

const withoutExtension = (file: string) => file.replace(/\.[cm]?[jt]sx?$/, "");

/** An ESTree node as the parser gives it, read loosely: a type and named children. */
type Node = { type: string; [key: string]: unknown };

const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && typeof (value as Node).type === "string";

/** The `import("…")` specifiers written anywhere inside `node`. */
function importsIn(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(importsIn);
  if (!isNode(node)) return [];
  if (node.type === "ImportExpression") {
    const source = node.source as Node;
    return source.type === "Literal" && typeof source.value === "string" ? [source.value] : [];
  }
  return Object.entries(node).flatMap(([key, child]) => (key === "type" ? [] : importsIn(child)));
}

/** The value of the property `name` of an object literal, if written there. */
function propertyOf(row: Node, name: string): Node | undefined {
  const properties = (row.properties ?? []) as Node[];
  const property = properties.find(
    (candidate) =>
      candidate.type === "Property" &&
      (candidate.key as Node).type === "Identifier" &&
      (candidate.key as { name: string }).name === name,
  );
  return property ? (property.value as Node) : undefined;
}

/**
 * The lazy rows of the route table `ROUTES` exported by `routesFile` (`app/routes.ts`): each row
 * `{ path: "/login", guard: …, lazy: () => import("…/LoginPage").then(…) }` gives its path and
 * the module it imports. The file is parsed, not run.
 * @throws Error when the table is not found, or a row with `lazy` has no literal `path` or not
 *   exactly one literal `import("…")` (its page would silently lose its preload).
 */
export function lazyRoutesOf(routesFile: string): LazyRoute[] {
  const parsed = parseSync(routesFile, readFileSync(routesFile, "utf8"));
  const table = (parsed.program.body as unknown as Node[])
    .flatMap((statement) =>
      statement.type === "ExportNamedDeclaration" && isNode(statement.declaration)
        ? ((statement.declaration.declarations ?? []) as Node[])
        : [],
    )
    .find((declaration) => (declaration.id as { name?: string }).name === "ROUTES")?.init;
  if (!isNode(table) || table.type !== "ArrayExpression") {
    throw new Error(`route-preloads: no \`export const ROUTES = [ … ]\` in ${routesFile}`);
  }
  return (table.elements as Node[]).flatMap((row) => {
    const lazy = propertyOf(row, "lazy");
    if (!lazy) return [];
    const route = propertyOf(row, "path");
    const specifiers = importsIn(lazy);
    if (route?.type !== "Literal" || typeof route.value !== "string" || specifiers.length !== 1) {
      throw new Error(
        `route-preloads: a lazy row of ${routesFile} (at ${String(row.start)}) is not written ` +
          `{ path: "…", guard: …, lazy: () => import("…").then(…) }`,
      );
    }
    const module = path.resolve(path.dirname(routesFile), specifiers[0] as string);
    return [{ path: route.value, module: withoutExtension(module) }];
  });
}

/**
 * `dist/preloads.json`: for each lazy row of the route table (`lazyRoutesOf`), the scripts and styles its page needs
 * beyond what index.html already loads (`{"/login": ["/assets/LoginPage-….js", …]}`). The server
 * writes them into the page it sends for that path (`<link rel="modulepreload">`), so a phone
 * opening /login fetches the login page's code with the app's, not one round trip after it.
 * @throws Error (the build fails) when a lazy route's page is not found as a chunk.
 */
export function routePreloads(routesFile: string): Plugin {
  return {
    name: "route-preloads",
    apply: "build",
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((item) => (item.type === "chunk" ? [item] : []));
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (start: string[]) => {
        const seen = new Set<string>();
        const visit = (file: string) => {
          if (seen.has(file)) return;
          seen.add(file);
          for (const next of byFile.get(file)?.imports ?? []) visit(next);
        };
        start.forEach(visit);
        return seen;
      };
      const initial = closure(chunks.filter((chunk) => chunk.isEntry).map((c) => c.fileName));
      const preloads: Record<string, string[]> = {};
      for (const route of lazyRoutesOf(routesFile)) {
        // the page's own chunk, else the chunk the bundler put its module in (a page another
        // page imports, as the optician's dashboard imports the pharmacy's)
        const holds = (id: string | null) => id !== null && withoutExtension(id) === route.module;
        const page =
          chunks.find((chunk) => holds(chunk.facadeModuleId)) ??
          chunks.find((chunk) => chunk.moduleIds.some(holds));
        if (!page) throw new Error(`route-preloads: no chunk for ${route.path} (${route.module})`);
        const files = [...closure([page.fileName])].filter((file) => !initial.has(file));
        const styles = files.flatMap((file) => [
          ...(byFile.get(file)?.viteMetadata?.importedCss ?? []),
        ]);
        preloads[route.path] = [...files, ...new Set(styles)].map((file) => `/${file}`);
      }
      this.emitFile({
        type: "asset",
        fileName: "preloads.json",
        source: `${JSON.stringify(preloads, null, 2)}\n`,
      });
    },
  };
}
