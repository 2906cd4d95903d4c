import { z } from "zod";
import { byIdParams, defineEndpoint, noContent } from "../common/endpoint.js";
import { renewalOrderSchema } from "./dto.js";
import { ordersQuerySchema, placeOrderSchema, rejectOrderSchema } from "./schemas.js";

/**
 * Prescription renewals (000 §7 "Renewals", issue 10 §3): the patient orders them on a document
 * shared with her pharmacy or optician, which confirms, rejects, reads; either side cancels.
 */
export const renewalsApi = {
  list: defineEndpoint({
    method: "GET",
    path: "/api/orders",
    query: ordersQuerySchema,
    response: z.array(renewalOrderSchema),
    summary:
      "The caller's renewal orders (a patient's own, a pharmacy's to prepare), newest first; status=A,B filters.",
  }),
  get: defineEndpoint({
    method: "GET",
    path: "/api/documents/{id}/order",
    params: byIdParams,
    response: renewalOrderSchema,
    summary: "A document's latest renewal order, with nextDates and firstAfter; 404 when none.",
  }),
  place: defineEndpoint({
    method: "POST",
    path: "/api/documents/{id}/order",
    params: byIdParams,
    body: placeOrderSchema,
    response: renewalOrderSchema,
    status: 201,
    summary:
      "The patient orders renewals: dtstart (YYYY-MM-DD), renewal (1–12), step (7–92 days), kind; SUBMITTED.",
  }),
  confirm: defineEndpoint({
    method: "POST",
    path: "/api/documents/{id}/order/confirm",
    params: byIdParams,
    response: renewalOrderSchema,
    summary: "The pharmacy confirms a SUBMITTED order: CONFIRMED, the document RENEWING_ACTIVE.",
  }),
  reject: defineEndpoint({
    method: "POST",
    path: "/api/documents/{id}/order/reject",
    params: byIdParams,
    body: rejectOrderSchema,
    response: renewalOrderSchema,
    summary: "The pharmacy rejects a SUBMITTED order with a reason: REJECTED.",
  }),
  read: defineEndpoint({
    method: "POST",
    path: "/api/documents/{id}/order/read",
    params: byIdParams,
    response: renewalOrderSchema,
    summary: "The pharmacy marks the order read (unread orders are counted on its renewals tab).",
  }),
  cancel: defineEndpoint({
    method: "DELETE",
    path: "/api/documents/{id}/order",
    params: byIdParams,
    response: noContent,
    status: 204,
    summary: "The patient or the pharmacy cancels a running order: CANCELLED.",
  }),
};
