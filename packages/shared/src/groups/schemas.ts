import { z } from "zod";
import { idSchema } from "../common/endpoint.js";
import { format, TEXTS } from "../common/texts.js";
import { userSummarySchema } from "../documents/dto.js";

const texts = TEXTS.groups;

/** Most members a sharing group has, its creator included (issue 21 §2). */
export const GROUP_MAX_MEMBERS = 50;

const tooMany = format(texts.tooManyMembers, { max: GROUP_MAX_MEMBERS });
const userIds = z.array(idSchema).max(GROUP_MAX_MEMBERS, tooMany);

/** A group's name: 1 to 100 characters once trimmed. */
export const groupNameSchema = z
  .string({ error: texts.nameRequired })
  .trim()
  .min(1, texts.nameRequired)
  .max(100);

/**
 * Body of `POST /api/group` (001 §7 "Groups": one path for both): with `id`, a change of the
 * group's members `{id, addusers?, delusers?}` (the creator's); without, a new group
 * `{name, members?}` whose creator is a member.
 */
export const groupWriteSchema = z
  .object({
    id: idSchema.optional(),
    name: z.string().optional(),
    members: userIds.optional(),
    addusers: userIds.optional(),
    delusers: userIds.optional(),
  })
  .transform((body, ctx) => {
    if (body.id !== undefined) {
      return {
        kind: "change" as const,
        id: body.id,
        addusers: body.addusers ?? [],
        delusers: body.delusers ?? [],
      };
    }
    const name = groupNameSchema.safeParse(body.name);
    if (!name.success) {
      ctx.addIssue({ code: "custom", message: texts.nameRequired, path: ["name"] });
      return z.NEVER;
    }
    return { kind: "create" as const, name: name.data, members: body.members ?? [] };
  });
/** What a client sends to `POST /api/group`. */
export type GroupWriteBody = z.input<typeof groupWriteSchema>;
/** A parsed `POST /api/group` body: a new group or a change of members. */
export type GroupWrite = z.output<typeof groupWriteSchema>;

/**
 * A sharing group on the wire (`GET /api/group/{id}`, `GET /api/groups`): its creator
 * `idcreator` and its current `members` (user summaries, the creator first), `date` of creation
 * ISO 8601.
 */
export const groupDtoSchema = z.object({
  id: idSchema,
  name: z.string(),
  idcreator: z.string(),
  members: z.array(userSummarySchema),
  date: z.string(),
});
/** See `groupDtoSchema`. */
export type GroupDto = z.infer<typeof groupDtoSchema>;
