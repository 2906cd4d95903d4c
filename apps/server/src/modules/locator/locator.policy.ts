import type { VariantCode } from "@reseau/shared";

/**
 * Whose map `GET /ws/map` shows (000 §6, issue 19 §3): the group asked for (`grp`), else the
 * running variant's, whose code is its group's (`VARIANT=galien` runs the galien group's app).
 * @returns the group's code, or null outside a group (no `grp`, no variant): the locator is for
 *   white-label groups only.
 */
export function mapGroupOf(
  requested: string | undefined,
  variant: VariantCode | null | undefined,
): string | null {
  return requested ?? variant ?? null;
}
