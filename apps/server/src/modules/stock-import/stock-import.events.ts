import type { StockImportDto } from "@reseau/shared";

declare module "../../platform/events.js" {
  interface DomainEvents {
    /** A stock import ended (DONE or FAILED): `import-stock` on `/market` to its pharmacy. */
    stockImportEnded: { result: StockImportDto; audience: string[] };
  }
}

export {};
