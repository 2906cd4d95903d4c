import {
  APOTICARE_REFERENCE,
  type ApoticareOrderDto,
  type ApoticareStatus,
  type PublicUser,
} from "@reseau/shared";
import { makeUser } from "../../test/factories";
import { mockFetch, type FakeAnswer, type SeenCall } from "../../test/fetchMock";

/** The patient's pharmacy in the tests. */
export const PHARMACY = makeUser("pharmacy", { id: "ph-1", name: "Pharmacie Graslin" });

/** Léa, a patient whose pharmacy is `PHARMACY`. */
export const PATIENT: PublicUser = makeUser("patient", {
  id: "pat-1",
  firstName: "Léa",
  lastName: "Martin",
  email: "lea@exemple.fr",
  idpharma: PHARMACY.id,
});

/** An order of Léa's to `PHARMACY` at `status`: « Raviver l’éclat » with 2 actives. */
export function orderOf(
  id: string,
  status: ApoticareStatus,
  withPurchasePrice: boolean,
): ApoticareOrderDto {
  return {
    id,
    idpatient: PATIENT.id,
    idpharma: PHARMACY.id,
    pharmacyName: "Pharmacie Graslin",
    firstname: "Léa",
    lastname: "Martin",
    email: "lea@exemple.fr",
    status,
    data: {
      age: 20,
      goal: "goal-eclat",
      count: 2,
      base: "base-serum",
      actives: ["actif-vitamine-c", "actif-vitamine-e"],
    },
    price: 4900,
    ...(withPurchasePrice ? { purchasePrice: 3020 } : {}),
    date: "2026-11-20T10:00:00.000Z",
    lastUpdate: "2026-11-20T10:00:00.000Z",
  };
}

/**
 * A fake server of the wizard: the reference, the pharmacy's card, `orders` (changed by the
 * calls: an order is added, a status moved); `extra` answers first when it returns an answer.
 */
export function apoticareServer(
  orders: ApoticareOrderDto[],
  extra: (call: SeenCall) => FakeAnswer | null = () => null,
) {
  return mockFetch((call) => {
    const answer = extra(call);
    if (answer) return answer;
    const path = call.url.split("?")[0] ?? "";
    if (path === "/api/apoticare/reference") return { status: 200, body: APOTICARE_REFERENCE };
    if (path === `/ws/establishment/${PHARMACY.id}`) return { status: 200, body: PHARMACY };
    if (path === "/api/apoticare" && call.method === "GET") return { status: 200, body: orders };
    if (path === "/api/apoticare" && call.method === "POST") {
      const body = call.body as { data: ApoticareOrderDto["data"] };
      const order = { ...orderOf(`o-${orders.length + 1}`, "NEW_ORDER", false), data: body.data };
      orders.unshift(order);
      return { status: 201, body: order };
    }
    const moved = /^\/api\/apoticare\/([^/]+)\/status$/.exec(path);
    if (moved && call.method === "POST") {
      const index = orders.findIndex((order) => order.id === moved[1]);
      const order = {
        ...orders[index]!,
        status: (call.body as { status: ApoticareStatus }).status,
      };
      orders[index] = order;
      return { status: 200, body: order };
    }
    return { status: 404, body: { code: "notFound", message: "Ressource introuvable." } };
  });
}
