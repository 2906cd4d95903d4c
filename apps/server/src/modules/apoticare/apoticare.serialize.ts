import type { ApoticareOrderDto } from "@reseau/shared";
import type { ApoticareOrderRow } from "./apoticare.schema.js";

/**
 * An order row on the wire (001 §3 "Cosmetics order"): prices in cents, dates ISO 8601, the
 * pharmacy's name; `purchasePrice` only when `withPurchasePrice` (its pharmacy: the policy's
 * `seesPurchasePrice`), the key absent otherwise.
 */
export function toApoticareOrderDto(
  row: ApoticareOrderRow,
  pharmacyName: string,
  withPurchasePrice: boolean,
): ApoticareOrderDto {
  return {
    id: row.id,
    idpatient: row.idpatient,
    idpharma: row.idpharma,
    pharmacyName,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    status: row.status,
    data: row.data,
    price: row.price,
    ...(withPurchasePrice ? { purchasePrice: row.purchasePrice } : {}),
    date: row.createdAt.toISOString(),
    lastUpdate: row.updatedAt.toISOString(),
  };
}
