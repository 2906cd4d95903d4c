import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  SURVEY_LIST_LIMIT,
  TEXTS,
  type SurveyAnswerDto,
  type SurveyDto,
  type SurveyInput,
} from "@reseau/shared";
import { managers, users } from "../../db/schema.js";
import { ManualClock } from "../../platform/clock.js";
import {
  createPatient,
  createPharmacy,
  createTestApp,
  type TestApp,
  type TestClient,
} from "../../test/harness.js";
import { createPharmacyGroup, idOf } from "../documents/test-helpers.js";

let t: TestApp;
let clock: ManualClock;
beforeAll(async () => {
  t = await createTestApp({ testClock: true });
  clock = t.ctx.clock as ManualClock;
});
afterAll(async () => {
  await t.stop();
});

const texts = TEXTS.surveys;
type Failure = { error: string; message: string };

let groups = 0;
/** A group code of this test alone (the database is shared by the file's tests). */
const newGroup = () => `groupe${++groups}`;

/** Sets a user's `grp` (a manager's group is granted by data, never by signing up). */
async function setGrp(client: TestClient, grp: string) {
  await t.ctx.db
    .update(users)
    .set({ grp })
    .where(eq(users.id, idOf(client)));
}

/**
 * A group as the seed makes them: its manager (grp_pharm of `group`) managing `member`; a patient
 * of the group; around them, who is not of it: a pharmacy managed by nobody, a patient and the
 * manager of another group with its own member pharmacy.
 */
async function world() {
  const group = newGroup();
  const other = newGroup();
  const [member, outsider, otherMember] = [
    await createPharmacy(t),
    await createPharmacy(t),
    await createPharmacy(t),
  ];
  const manager = await createPharmacyGroup(t, member);
  await setGrp(manager, group);
  const otherManager = await createPharmacyGroup(t, otherMember);
  await setGrp(otherManager, other);
  const patient = await createPatient(t, { grp: group });
  const otherPatient = await createPatient(t, { grp: other });
  return {
    group,
    other,
    manager,
    member,
    outsider,
    otherManager,
    otherMember,
    patient,
    otherPatient,
  };
}

/** A survey of `group`: a mandatory yes / no (3 / -1), a qcm (1, 2, 4), an optional range. */
function surveyOf(group: string, fields: Partial<SurveyInput> = {}): SurveyInput {
  return {
    group,
    kind: "pharma",
    title: "Enquête de satisfaction officinale",
    questions: [
      { number: 1, type: "bool", label: "Satisfait ?", mandatory: true, evaluation: [3, -1] },
      {
        number: 2,
        type: "qcm",
        label: "Quels services ?",
        mandatory: true,
        options: [
          { letter: "A", label: "Livraison" },
          { letter: "B", label: "Conseil" },
          { letter: "C", label: "Vaccination" },
        ],
        evaluation: [1, 2, 4],
      },
      {
        number: 3,
        type: "range",
        label: "Note",
        evaluation: [
          { min: 0, max: 49, value: 0 },
          { min: 50, max: 100, value: 10 },
        ],
      },
    ],
    ...fields,
  };
}

/** The manager creates a survey (expects 201); @returns its id. */
async function created(manager: TestClient, survey: SurveyInput): Promise<string> {
  const response = await manager.post<{ id: string }>("/pro-api/questionnaire", survey);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.id;
}

/** The manager's copy of survey `id` (from its list). */
async function read(manager: TestClient, group: string, id: string) {
  const list = await manager.get<SurveyDto[]>(`/pro-api/questionnaires/${group}`);
  return list.body.find((s) => s.id === id);
}

/** `PUT /pro-api/questionnaire` with the manager's copy of `id` changed by `fields`. */
async function change(client: TestClient, survey: SurveyDto, fields: Partial<SurveyDto> = {}) {
  return client.put<SurveyDto & Failure>("/pro-api/questionnaire", { ...survey, ...fields });
}

/** An ACTIVE survey of the world's group, of `kind`. */
async function active(w: Awaited<ReturnType<typeof world>>, fields: Partial<SurveyInput> = {}) {
  return created(w.manager, surveyOf(w.group, { status: "ACTIVE", ...fields }));
}

const GOOD = [
  { number: 1, value: true },
  { number: 2, value: ["A", "C"] },
  { number: 3, value: 75 },
];
/** GOOD's score: 3 + (1 + 4) + 10. */
const GOOD_SCORE = 18;

const answer = (client: TestClient, group: string, body: unknown) =>
  client.post<SurveyAnswerDto & Failure>(`/pro-api/answer/${group}`, body);

describe("POST /pro-api/questionnaire", () => {
  it("the group's manager creates a survey: 201 {id}, NEW, read back parsed", async () => {
    const w = await world();
    const id = await created(w.manager, surveyOf(w.group));
    const survey = await read(w.manager, w.group, id);
    expect(survey).toMatchObject({ id, group: w.group, kind: "pharma", status: "NEW" });
    // a range's bounds filled in (001 §5)
    expect(survey?.questions[2]).toMatchObject({ low: 0, high: 100, step: 1 });
  });

  it("anyone else gets 403 in French and nothing is created", async () => {
    const w = await world();
    const others = [w.member, w.outsider, w.patient, w.otherManager, w.otherMember];
    for (const client of others) {
      const response = await client.post<Failure>("/pro-api/questionnaire", surveyOf(w.group));
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ error: "forbidden", message: texts.managerOnly });
    }
    expect((await w.manager.get(`/pro-api/questionnaires/${w.group}`)).body).toEqual([]);
  });

  it("a malformed survey is 400 in French", async () => {
    const w = await world();
    const response = await w.manager.post<Failure>(
      "/pro-api/questionnaire",
      surveyOf(w.group, { title: " " }),
    );
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(texts.titleRequired);
  });

  it("without a session 401; without the XSRF header 403 and nothing created", async () => {
    const w = await world();
    expect((await t.client().post("/pro-api/questionnaire", surveyOf(w.group))).status).toBe(401);
    const bare = await w.manager.request("POST", "/pro-api/questionnaire", surveyOf(w.group), {
      withoutXsrf: true,
    });
    expect(bare.status).toBe(403);
    expect((await w.manager.get(`/pro-api/questionnaires/${w.group}`)).body).toEqual([]);
  });
});

describe("GET /pro-api/questionnaires/{group}", () => {
  it("the manager sees every survey; responders the ACTIVE ones of their kinds; others none", async () => {
    const w = await world();
    const ids = {
      pharmaNew: await created(w.manager, surveyOf(w.group)),
      pharma: await active(w),
      public: await active(w, { kind: "public" }),
      satisfaction: await active(w, { kind: "satisfaction" }),
      archived: await active(w, { status: "ARCHIVED" }),
      disabled: await active(w, { kind: "public", status: "DISABLED" }),
    };
    const seen = async (client: TestClient) => {
      const response = await client.get<SurveyDto[]>(`/pro-api/questionnaires/${w.group}`);
      expect(response.status).toBe(200);
      return response.body.map((s) => s.id).sort();
    };
    expect(await seen(w.manager)).toEqual(Object.values(ids).sort());
    expect(await seen(w.member)).toEqual([ids.pharma]);
    expect(await seen(w.patient)).toEqual([ids.public, ids.satisfaction].sort());
    for (const client of [w.outsider, w.otherManager, w.otherMember, w.otherPatient]) {
      expect(await seen(client)).toEqual([]);
    }
  });

  it(`at most ${SURVEY_LIST_LIMIT}, newest first`, async () => {
    const w = await world();
    const start = Date.parse("2026-03-01T08:00:00Z");
    const ids: string[] = [];
    for (let k = 0; k < SURVEY_LIST_LIMIT + 2; k++) {
      clock.set(new Date(start + k * 60_000));
      ids.push(await active(w, { title: `Enquête ${k}` }));
    }
    clock.set(new Date());
    const newestFirst = ids.reverse().slice(0, SURVEY_LIST_LIMIT);
    for (const client of [w.manager, w.member]) {
      const list = await client.get<SurveyDto[]>(`/pro-api/questionnaires/${w.group}`);
      expect(list.body.map((s) => s.id)).toEqual(newestFirst);
    }
  });
});

describe("PUT /pro-api/questionnaire", () => {
  it("the manager changes the title, questions and status; read back", async () => {
    const w = await world();
    const survey = (await read(w.manager, w.group, await created(w.manager, surveyOf(w.group))))!;
    const questions = survey.questions.slice(0, 1);
    const response = await change(w.manager, survey, {
      title: "Nouveau titre",
      status: "ACTIVE",
      questions,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ title: "Nouveau titre", status: "ACTIVE", questions });
    expect(await read(w.manager, w.group, survey.id)).toEqual(response.body);
    for (const status of ["ARCHIVED", "DISABLED", "NEW"] as const) {
      expect((await change(w.manager, survey, { status })).body.status).toBe(status);
    }
  });

  it("anyone else 403 (moving it to another group too), unknown 404; nothing changes", async () => {
    const w = await world();
    const survey = (await read(w.manager, w.group, await active(w)))!;
    for (const client of [w.member, w.patient, w.outsider, w.otherManager]) {
      const response = await change(client, survey, { title: "Piraté" });
      expect(response.status).toBe(403);
      expect(response.body.message).toBe(texts.managerOnly);
    }
    const moved = await change(w.manager, survey, { group: w.other });
    expect(moved.status).toBe(403);
    const unknown = await change(w.manager, survey, { id: "inconnu" });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(texts.noSurvey);
    expect(await read(w.manager, w.group, survey.id)).toEqual(survey);
  });

  it("once answered: questions and kind stay (400), the title and status may change", async () => {
    const w = await world();
    const survey = (await read(w.manager, w.group, await active(w)))!;
    expect(
      (await answer(w.member, w.group, { questionnaire: survey.id, answers: GOOD })).status,
    ).toBe(200);
    const fewer = await change(w.manager, survey, { questions: survey.questions.slice(0, 1) });
    expect(fewer.status).toBe(400);
    expect(fewer.body.message).toBe(texts.questionsLocked);
    expect((await change(w.manager, survey, { kind: "public" })).status).toBe(400);
    const archived = await change(w.manager, survey, { title: "Clos", status: "ARCHIVED" });
    expect(archived.status).toBe(200);
    expect(archived.body).toMatchObject({ title: "Clos", status: "ARCHIVED" });
  });
});

describe("DELETE /pro-api/questionnaire/{id}", () => {
  it("the manager deletes a survey without answers: {ok: true}, gone", async () => {
    const w = await world();
    const id = await created(w.manager, surveyOf(w.group));
    for (const client of [w.member, w.patient, w.otherManager]) {
      const refused = await client.delete<Failure>(`/pro-api/questionnaire/${id}`);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(texts.managerOnly);
    }
    const response = await w.manager.delete(`/pro-api/questionnaire/${id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true });
    expect(await read(w.manager, w.group, id)).toBeUndefined();
    const again = await w.manager.delete<Failure>(`/pro-api/questionnaire/${id}`);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(texts.noSurvey);
  });

  it("a survey with answers is refused (400 in French): archive it; its answers stay", async () => {
    const w = await world();
    const id = await active(w);
    expect((await answer(w.member, w.group, { questionnaire: id, answers: GOOD })).status).toBe(
      200,
    );
    const response = await w.manager.delete<Failure>(`/pro-api/questionnaire/${id}`);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: "validation", message: texts.deleteAnswered });
    expect(await read(w.manager, w.group, id)).toBeDefined();
    expect(
      (await w.manager.get<SurveyAnswerDto[]>(`/pro-api/answers/${w.group}`)).body,
    ).toHaveLength(1);
  });
});

describe("POST /pro-api/answer/{group}", () => {
  it("a member pharmacy answers: scored by the server, a client's score ignored, RESPONDED", async () => {
    const w = await world();
    const id = await active(w);
    const response = await answer(w.member, w.group, {
      questionnaire: id,
      answers: GOOD,
      score: 1000,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      idpharma: idOf(w.member),
      questionnaire: id,
      answers: GOOD,
      score: GOOD_SCORE,
      group: w.group,
      state: "RESPONDED",
    });
  });

  it.each([
    [
      "a mandatory question unanswered",
      [{ number: 2, value: ["A"] }],
      "Question 1 : une réponse est obligatoire.",
    ],
    [
      "an unknown option",
      [
        { number: 1, value: true },
        { number: 2, value: ["A", "D"] },
      ],
      "Question 2 : l’option « D » n’existe pas.",
    ],
    [
      "a value outside the range",
      [...GOOD.slice(0, 2), { number: 3, value: 101 }],
      "Question 3 : la réponse doit être comprise entre 0 et 100.",
    ],
    [
      "an unknown question",
      [...GOOD, { number: 4, value: 1 }],
      "La question 4 n’existe pas dans ce questionnaire.",
    ],
  ])("%s: 400 in French, nothing stored", async (_case, answers, message) => {
    const w = await world();
    const id = await active(w);
    const response = await answer(w.member, w.group, { questionnaire: id, answers });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: "validation", message });
    expect((await w.manager.get(`/pro-api/answers/${w.group}`)).body).toEqual([]);
    expect((await w.member.get(`/pro-api/answers/${w.group}`)).body).toEqual([]);
  });

  it("a malformed body is 400 in French", async () => {
    const w = await world();
    const response = await answer(w.member, w.group, { answers: GOOD });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(texts.questionnaireRequired);
  });

  it("one answer per responder: a second replaces the first (same id, new score)", async () => {
    const w = await world();
    const id = await active(w);
    const first = await answer(w.member, w.group, { questionnaire: id, answers: GOOD });
    const second = await answer(w.member, w.group, {
      questionnaire: id,
      answers: [
        { number: 1, value: false },
        { number: 2, value: ["B"] },
      ],
    });
    expect(second.status).toBe(200);
    expect(second.body.id).toBe(first.body.id);
    expect(second.body.score).toBe(-1 + 2);
    // a refused replacement keeps the stored answer
    expect((await answer(w.member, w.group, { questionnaire: id, answers: [] })).status).toBe(400);
    const all = await w.manager.get<SurveyAnswerDto[]>(`/pro-api/answers/${w.group}`);
    expect(all.body).toEqual([second.body]);
  });

  it("a patient of the group answers its public and satisfaction surveys, not the pharma ones", async () => {
    const w = await world();
    const [pub, satisfaction, pharma] = [
      await active(w, { kind: "public" }),
      await active(w, { kind: "satisfaction" }),
      await active(w),
    ];
    for (const id of [pub, satisfaction]) {
      const response = await answer(w.patient, w.group, { questionnaire: id, answers: GOOD });
      expect(response.status).toBe(200);
      expect(response.body.idpharma).toBe(idOf(w.patient));
    }
    const refused = await answer(w.patient, w.group, { questionnaire: pharma, answers: GOOD });
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe(texts.noSurvey);
    const notPublic = await answer(w.member, w.group, { questionnaire: pub, answers: GOOD });
    expect(notPublic.status).toBe(404);
  });

  it("a survey not ACTIVE, of another group or not offered: 404; its manager 403; nothing stored", async () => {
    const w = await world();
    const draft = await created(w.manager, surveyOf(w.group));
    const id = await active(w);
    const refusals: [TestClient, string, string, number][] = [
      [w.member, w.group, draft, 404],
      [w.member, w.other, id, 404],
      [w.member, w.group, "inconnu", 404],
      [w.outsider, w.group, id, 404],
      [w.otherMember, w.group, id, 404],
      [w.otherManager, w.group, id, 404],
      [w.otherPatient, w.group, id, 404],
      [w.manager, w.group, id, 403],
    ];
    for (const [client, group, questionnaire, status] of refusals) {
      const response = await answer(client, group, { questionnaire, answers: GOOD });
      expect(response.status).toBe(status);
      expect(response.body.message).toBe(
        status === 404 ? texts.noSurvey : texts.managerCannotAnswer,
      );
    }
    expect((await w.manager.get(`/pro-api/answers/${w.group}`)).body).toEqual([]);
  });

  it("archived, an answered survey takes no new answer nor a replacement (404)", async () => {
    const w = await world();
    const survey = (await read(w.manager, w.group, await active(w)))!;
    expect(
      (await answer(w.member, w.group, { questionnaire: survey.id, answers: GOOD })).status,
    ).toBe(200);
    expect((await change(w.manager, survey, { status: "ARCHIVED" })).status).toBe(200);
    const again = await answer(w.member, w.group, { questionnaire: survey.id, answers: GOOD });
    expect(again.status).toBe(404);
    const mine = await w.member.get<SurveyAnswerDto[]>(`/pro-api/answers/${w.group}`);
    expect(mine.body.map((a) => a.score)).toEqual([GOOD_SCORE]);
  });
});

describe("a removed member", () => {
  it("no longer sees nor answers the group's surveys, but still reads its own answer", async () => {
    const w = await world();
    const id = await active(w);
    const first = await answer(w.member, w.group, { questionnaire: id, answers: GOOD });
    expect(first.status).toBe(200);
    await t.ctx.db
      .delete(managers)
      .where(and(eq(managers.idmanager, idOf(w.manager)), eq(managers.iduser, idOf(w.member))));
    expect((await w.member.get(`/pro-api/questionnaires/${w.group}`)).body).toEqual([]);
    const again = await answer(w.member, w.group, { questionnaire: id, answers: GOOD });
    expect(again.status).toBe(404);
    expect((await w.member.get(`/pro-api/answers/${w.group}`)).body).toEqual([first.body]);
  });
});

describe("GET /pro-api/answers/{group}", () => {
  it("the manager reads every answer of its group, newest first; a responder only its own", async () => {
    const w = await world();
    const second = await createPharmacy(t);
    const manager2 = await createPharmacyGroup(t, second);
    await setGrp(manager2, w.group);
    const pharma = await active(w);
    const pub = await active(w, { kind: "public" });
    const at = Date.parse("2026-04-01T08:00:00Z");
    const answered: SurveyAnswerDto[] = [];
    for (const [k, [client, id]] of (
      [
        [w.member, pharma],
        [second, pharma],
        [w.patient, pub],
      ] as const
    ).entries()) {
      clock.set(new Date(at + k * 60_000));
      const response = await answer(client, w.group, { questionnaire: id, answers: GOOD });
      expect(response.status).toBe(200);
      answered.push(response.body);
    }
    clock.set(new Date());
    const all = await w.manager.get<SurveyAnswerDto[]>(`/pro-api/answers/${w.group}`);
    expect(all.status).toBe(200);
    expect(all.body).toEqual([...answered].reverse());
    // each pharmacy by its name; a patient's identity stays out (issue 21 §3 results)
    const nameOf = async (client: Parameters<typeof idOf>[0]) =>
      (
        await t.ctx.db
          .select()
          .from(users)
          .where(eq(users.id, idOf(client)))
      )[0]?.name;
    expect(all.body.map((a) => a.pharmaName)).toEqual([
      null,
      await nameOf(second),
      await nameOf(w.member),
    ]);
    expect(all.body[1]?.pharmaName).toEqual(expect.any(String));
    // a second manager of the same group reads them too
    expect((await manager2.get(`/pro-api/answers/${w.group}`)).body).toEqual(all.body);
    expect((await w.member.get(`/pro-api/answers/${w.group}`)).body).toEqual([answered[0]]);
    expect((await w.patient.get(`/pro-api/answers/${w.group}`)).body).toEqual([answered[2]]);
    for (const client of [w.outsider, w.otherManager, w.otherMember, w.otherPatient]) {
      expect((await client.get(`/pro-api/answers/${w.group}`)).body).toEqual([]);
    }
    expect((await w.manager.get(`/pro-api/answers/${w.other}`)).body).toEqual([]);
  });
});
