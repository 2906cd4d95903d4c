import {
  TEXTS,
  type DocumentDto,
  type MarketOperationDto,
  type SubmissionDto,
  type SubmissionStatus,
  type UserType,
} from "@reseau/shared";
import { makeDocument } from "../../test/factories";
import { mockFetch, type FakeAnswer, type SeenCall } from "../../test/fetchMock";

/** The groupement of the operations' tests. */
export const GROUP = {
  id: "grp_pharm-1",
  type: "grp_pharm",
  name: "Groupement Galien",
  city: null,
};
/** Its members: two pharmacies and a laboratory (no proposal to it). */
const MEMBERS = [
  { id: "ph-a", type: "pharmacy", name: "Pharmacie des Abbesses", city: "Paris" },
  { id: "ph-b", type: "pharmacy", name: "Pharmacie Saint-Michel", city: "Paris" },
  { id: "lab-c", type: "labo", name: "Laboratoire Bellecour", city: "Lyon" },
];

/** A submission of `op-1` to `idreceiver`. */
export function submissionOf(
  id: string,
  idreceiver: string,
  amount: number,
  status: SubmissionStatus,
): SubmissionDto {
  return {
    id,
    status,
    lastUpdate: "2026-11-20T10:00:00.000Z",
    idsubmitter: GROUP.id,
    idreceiver,
    receiverName: MEMBERS.find((member) => member.id === idreceiver)?.name ?? idreceiver,
    remuneration: { amount, currency: "EUR" },
    date: "2026-11-20T10:00:00.000Z",
    idmarketop: "op-1",
    iddirectory: null,
  };
}

/** « Vitrines d’été », from 1 to 30 June 2026, with `submissions`. */
export function operationOf(submissions: SubmissionDto[]): MarketOperationDto {
  return {
    id: "op-1",
    name: "Vitrines d’été",
    description: "Mettre en avant les solaires.",
    start: "2026-06-01",
    end: "2026-06-30",
    idcreator: GROUP.id,
    creatorName: GROUP.name,
    iddirectory: "dir-1",
    date: "2026-11-20T09:00:00.000Z",
    submissions,
  };
}

/** A document of the operation's directory `dir-1`, posted by `creator`. */
export function operationDocumentOf(id: string, name: string, creator = GROUP): DocumentDto {
  return makeDocument(id, {
    name,
    type: "DOC_OPMARKET",
    iddirectory: "dir-1",
    idcreator: creator.id,
    creator: { id: creator.id, type: creator.type as UserType, name: creator.name },
  });
}

/**
 * A fake server of the operations (`ops`, changed by the calls), their documents (`documents`,
 * newest first; an upload adds to it) and the groupement's members; `extra` answers first when
 * it returns an answer (a refusal, a delay).
 */
export function operationsServer(
  ops: MarketOperationDto[],
  extra: (call: SeenCall) => FakeAnswer | Promise<FakeAnswer> | null = () => null,
  documents: DocumentDto[] = [],
) {
  return mockFetch((call) => {
    const answer = extra(call);
    if (answer) return answer;
    const path = call.url.split("?")[0] ?? "";
    if (/^\/api\/market-operation\/[^/]+\/documents$/.test(path)) {
      return { status: 200, body: documents };
    }
    if (call.method === "POST" && path === "/feed/documents") {
      const body = call.body as { name: string; iddirectory?: string };
      const document = operationDocumentOf(`d-${documents.length + 1}`, body.name);
      documents.unshift(document);
      return { status: 201, body: document };
    }
    if (path === "/api/manager/members") return { status: 200, body: MEMBERS };
    if (path === "/api/market-operations") return { status: 200, body: ops };
    if (call.method === "POST" && path === "/api/market-operation") {
      const body = call.body as { name: string; start?: string; end?: string };
      const op = {
        ...operationOf([]),
        id: `op-${ops.length + 1}`,
        name: body.name,
        description: null,
        start: body.start ?? null,
        end: body.end ?? null,
      };
      ops.unshift(op);
      return { status: 201, body: { id: op.id } };
    }
    const one = /^\/api\/market-operation\/([^/]+)$/.exec(path);
    if (one) {
      const op = ops.find((o) => o.id === one[1]);
      return op
        ? { status: 200, body: op }
        : { status: 404, body: { error: "notFound", message: TEXTS.operations.noOperation } };
    }
    const submit = /^\/api\/market-operation\/([^/]+)\/submission$/.exec(path);
    if (submit && call.method === "POST") {
      const body = call.body as { idreceiver: string; remuneration: { amount: number } };
      const op = ops.find((o) => o.id === submit[1]);
      const submission = submissionOf(
        `s-${Date.now()}`,
        body.idreceiver,
        body.remuneration.amount,
        "PROPOSED",
      );
      op?.submissions.push(submission);
      return { status: 201, body: submission };
    }
    const move = /^\/api\/market-operation\/submission\/([^/]+)$/.exec(path);
    if (move && call.method === "PUT") {
      const { status } = call.body as { status: SubmissionStatus };
      for (const op of ops) {
        const found = op.submissions.find((s) => s.id === move[1]);
        if (found) {
          found.status = status;
          return { status: 200, body: found };
        }
      }
    }
    return { status: 404, body: { error: "notFound", message: TEXTS.http.notFound } };
  });
}
