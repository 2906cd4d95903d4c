import { displayName, type MarketOrder } from "@reseau/shared";
import { imageUrl } from "../market/index.js";
import type { OrderWithLines } from "./orders.repository.js";

/** An order with its lines and parties, as answered (`marketOrderSchema`). */
export function toOrderDto({ order, lines, client, vendor }: OrderWithLines): MarketOrder {
  return {
    id: order.id,
    client: order.client,
    clientName: displayName(client),
    vendor: order.vendor,
    vendorName: displayName(vendor),
    status: order.status,
    cart: lines.map((line) => ({
      productId: line.productId,
      name: line.name,
      medication: line.medication,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      paidUnitPrice: line.paidUnitPrice,
      thumb: imageUrl(line.thumb),
    })),
    totalPara: order.totalPara,
    totalMedi: order.totalMedi,
    reductionPara: order.reductionPara,
    totalDelivery: order.totalDelivery,
    totalWithoutDelivery: order.totalWithoutDelivery,
    totalFinal: order.totalFinal,
    deliveryRef: order.deliveryRef,
    cardReg: order.cardReg,
    pickupCode: order.pickupCode,
    counterPayment: vendor.counterPayment,
    date: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  };
}
