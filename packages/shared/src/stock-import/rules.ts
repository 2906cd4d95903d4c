/**
 * Whether an import stored some of its lines: stocks updated or created by the batches applied
 * (issue 23 §2; a product the import created always comes with its stock). A FAILED import that
 * did says that those lines stay (`…Partly` texts) and shows their counts; the server's
 * `failAbandoned` writes the same test in SQL.
 */
export function storedSomeLines(counts: { updated: number; created: number }): boolean {
  return counts.updated + counts.created > 0;
}
