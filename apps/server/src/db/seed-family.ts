import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { nirKey } from "@reseau/shared";
import type { AppContext } from "../platform/context.js";
import { loadSharp } from "../platform/sharp.js";
import { managers, pictures, users } from "./schema.js";

/** The demo patient who manages a child (issue 8 §6). */
const PARENT_EMAIL = "patient@demo.fr";

/** A stable demo id from a name (same layout as the main seed's). */
function familyId(name: string): string {
  const hex = createHash("sha1").update(`reseau-demo-family:${name}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Léo's birth date: six and a half years before `now`, `YYYY-MM-DD`. */
function birthSixYearsAgo(now: number): string {
  return new Date(now - 6.5 * 365.25 * 24 * 3600 * 1000).toISOString().slice(0, 10);
}

/** A valid NIR for a boy born on `birth` (`YYYY-MM-DD`) in the Rhône, with its key. */
function nirOf(birth: string): string {
  const thirteen = `1${birth.slice(2, 4)}${birth.slice(5, 7)}69123456`;
  return `${thirteen}${String(nirKey(thirteen)).padStart(2, "0")}`;
}

/** A round portrait with an initial, as a PNG (the demo has no photo of a real child). */
function avatarPng(initial: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
    <rect width="256" height="256" fill="#dbeafe"/>
    <circle cx="128" cy="104" r="56" fill="#60a5fa"/>
    <rect x="52" y="172" width="152" height="84" rx="60" fill="#60a5fa"/>
    <text x="128" y="124" font-size="64" text-anchor="middle" fill="#fff" font-family="sans-serif">${initial}</text>
  </svg>`;
  return loadSharp().then((sharp) => sharp(Buffer.from(svg)).png().toBuffer());
}

/**
 * The demo family (issue 8 §6, §7): patient@demo.fr manages her son Léo Martin, 6 years old, a
 * STUB account without e-mail, with an avatar. Idempotent: fixed ids, existing rows kept. Does
 * nothing when the demo patient is absent.
 */
export async function seedFamily(
  ctx: Pick<AppContext, "db" | "storage">,
  now = Date.now(),
): Promise<void> {
  const [parent] = await ctx.db
    .select({ id: users.id, lastName: users.lastName })
    .from(users)
    .where(eq(users.email, PARENT_EMAIL))
    .limit(1);
  if (!parent) return;
  const childId = familyId("leo");
  const birth = birthSixYearsAgo(now);
  const avatarId = familyId("leo-avatar");
  const bytes = await avatarPng("L");
  await ctx.storage.put(avatarId, bytes);
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(users)
      .values({
        id: childId,
        type: "patient",
        status: "STUB",
        isOnPatientApp: true,
        firstName: "Léo",
        lastName: parent.lastName ?? "Martin",
        birth,
        nir: nirOf(birth),
        createdBy: parent.id,
        meta: {},
      })
      .onConflictDoNothing();
    await tx
      .insert(managers)
      .values({ idmanager: parent.id, iduser: childId })
      .onConflictDoNothing();
    await tx
      .insert(pictures)
      .values({
        id: avatarId,
        userId: childId,
        type: "avatar",
        mime: "image/png",
        size: bytes.length,
        storageKey: avatarId,
      })
      .onConflictDoNothing();
  });
}
