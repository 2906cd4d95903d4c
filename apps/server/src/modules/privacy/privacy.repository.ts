import { and, asc, desc, eq, inArray, isNull, lte, ne, notInArray, or, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import {
  accountTokens,
  apoticareOrders,
  clientLogs,
  documents,
  documentShares,
  invitations,
  knownDevices,
  labReports,
  loginThrottle,
  managers,
  marketOrderLines,
  marketOrders,
  messageRecipients,
  messages,
  pictures,
  renewalOrders,
  userConsents,
  users,
} from "../../db/schema.js";
import { accountDeletions, dataExports, type DataExportRow } from "./privacy.schema.js";

/**
 * Orders the law keeps (issue 24 §3): those paid or being delivered, invoices a pharmacy must
 * keep; they stay, pointing to a pseudonym instead of the erased account.
 */
const KEPT_ORDER_STATUSES = ["PAYED", "READY", "DELIVRED", "REFUNDED"] as const;

/** The SQL of the RGPD rights (issue 24 §3): exports, erasures, what an export gathers. */
export const privacyRepository = {
  // --- exports ---

  async insertExport(db: Executor, row: typeof dataExports.$inferInsert): Promise<DataExportRow> {
    const [created] = await db.insert(dataExports).values(row).returning();
    if (!created) throw new Error("insert export returned nothing");
    return created;
  },

  async findExport(db: Executor, id: string): Promise<DataExportRow | undefined> {
    const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id));
    return row;
  },

  async pendingExportOf(db: Executor, userId: string): Promise<DataExportRow | undefined> {
    const [row] = await db
      .select()
      .from(dataExports)
      .where(and(eq(dataExports.userId, userId), eq(dataExports.status, "PENDING")));
    return row;
  },

  async settleExport(
    db: Executor,
    id: string,
    changes: Pick<DataExportRow, "status" | "storageKey">,
  ): Promise<void> {
    await db.update(dataExports).set(changes).where(eq(dataExports.id, id));
  },

  /** Deletes the exports expired at `now`; @returns their storage keys. */
  async deleteExpiredExports(db: Executor, now: Date): Promise<string[]> {
    const rows = await db
      .delete(dataExports)
      .where(lte(dataExports.expiresAt, now))
      .returning({ key: dataExports.storageKey });
    return rows.flatMap((row) => (row.key ? [row.key] : []));
  },

  // --- what an export gathers ---

  async userById(db: Executor, id: string) {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    return row;
  },

  async consentsOf(db: Executor, userId: string) {
    return db
      .select()
      .from(userConsents)
      .where(eq(userConsents.userId, userId))
      .orderBy(asc(userConsents.acceptedAt), asc(userConsents.document));
  },

  async managedOf(db: Executor, userId: string): Promise<string[]> {
    const rows = await db
      .select({ id: managers.iduser })
      .from(managers)
      .where(eq(managers.idmanager, userId));
    return rows.map((row) => row.id);
  },

  /** Her documents: those she created and those shared with her, oldest first. */
  async documentsOf(db: Executor, userId: string) {
    const shared = db
      .select({ id: documentShares.iddocument })
      .from(documentShares)
      .where(eq(documentShares.iduser, userId));
    return db
      .select({
        id: documents.id,
        idcreator: documents.idcreator,
        type: documents.type,
        name: documents.name,
        mime: documents.mime,
        size: documents.size,
        status: documents.status,
        date: documents.date,
        storageKey: documents.storageKey,
      })
      .from(documents)
      .where(or(eq(documents.idcreator, userId), inArray(documents.id, shared)))
      .orderBy(asc(documents.date), asc(documents.id));
  },

  /** Messages she sent or received, oldest first. */
  async messagesOf(db: Executor, userId: string) {
    const received = db
      .select({ id: messageRecipients.idmessage })
      .from(messageRecipients)
      .where(eq(messageRecipients.iduser, userId));
    const rows = await db
      .select({
        id: messages.id,
        sender: messages.sender,
        content: messages.content,
        iddocument: messages.iddocument,
        idparent: messages.idparent,
        date: messages.date,
      })
      .from(messages)
      .where(or(eq(messages.sender, userId), inArray(messages.id, received)))
      .orderBy(asc(messages.date), asc(messages.id));
    return rows.map((row) => ({ ...row, sent: row.sender === userId }));
  },

  /** Her marketplace orders with their lines, oldest first. */
  async ordersOf(db: Executor, userId: string) {
    const orders = await db
      .select({
        id: marketOrders.id,
        vendor: marketOrders.vendor,
        status: marketOrders.status,
        totalFinal: marketOrders.totalFinal,
        totalDelivery: marketOrders.totalDelivery,
        createdAt: marketOrders.createdAt,
        updatedAt: marketOrders.updatedAt,
      })
      .from(marketOrders)
      .where(eq(marketOrders.client, userId))
      .orderBy(asc(marketOrders.createdAt));
    const lines =
      orders.length === 0
        ? []
        : await db
            .select({
              orderId: marketOrderLines.orderId,
              productId: marketOrderLines.productId,
              name: marketOrderLines.name,
              quantity: marketOrderLines.quantity,
              paidUnitPrice: marketOrderLines.paidUnitPrice,
            })
            .from(marketOrderLines)
            .where(
              inArray(
                marketOrderLines.orderId,
                orders.map((order) => order.id),
              ),
            );
    return orders.map((order) => ({
      ...order,
      lines: lines.filter((line) => line.orderId === order.id),
    }));
  },

  /** Her laboratory reports (HPRIM) with the file that holds each, oldest first. */
  async labReportsOf(db: Executor, userId: string) {
    return db
      .select({
        iddocument: labReports.iddocument,
        idlab: labReports.idlab,
        report: labReports.report,
        createdAt: labReports.createdAt,
        name: documents.name,
        storageKey: documents.storageKey,
      })
      .from(labReports)
      .innerJoin(documents, eq(documents.id, labReports.iddocument))
      .where(eq(labReports.idpatient, userId))
      .orderBy(asc(labReports.createdAt));
  },

  async renewalsOf(db: Executor, userId: string) {
    return db
      .select()
      .from(renewalOrders)
      .where(eq(renewalOrders.idpatient, userId))
      .orderBy(asc(renewalOrders.createdAt));
  },

  // --- erasures ---

  async deletionOf(db: Executor, userId: string) {
    const [row] = await db
      .select()
      .from(accountDeletions)
      .where(eq(accountDeletions.userId, userId));
    return row;
  },

  async upsertDeletion(db: Executor, userId: string, requestedAt: Date, eraseAt: Date) {
    await db
      .insert(accountDeletions)
      .values({ userId, requestedAt, eraseAt })
      .onConflictDoUpdate({ target: accountDeletions.userId, set: { requestedAt, eraseAt } });
  },

  /** Removes a pending erasure; @returns true when there was one. */
  async cancelDeletion(db: Executor, userId: string): Promise<boolean> {
    const rows = await db
      .delete(accountDeletions)
      .where(eq(accountDeletions.userId, userId))
      .returning({ userId: accountDeletions.userId });
    return rows.length > 0;
  },

  /** The users whose erasure is due at `now`, oldest request first. */
  async dueDeletions(db: Executor, now: Date): Promise<string[]> {
    const rows = await db
      .select({ userId: accountDeletions.userId })
      .from(accountDeletions)
      .where(lte(accountDeletions.eraseAt, now))
      .orderBy(desc(accountDeletions.requestedAt));
    return rows.map((row) => row.userId);
  },

  /**
   * Who goes with `userId`: herself, and the family members she created and manages alone that
   * have no login of their own (a child without e-mail); a member with her own login or another
   * manager stays.
   */
  async erasedWith(db: Executor, userId: string): Promise<string[]> {
    const others = db
      .select({ id: managers.iduser })
      .from(managers)
      .where(ne(managers.idmanager, userId));
    const members = await db
      .select({ id: users.id })
      .from(users)
      .innerJoin(managers, and(eq(managers.iduser, users.id), eq(managers.idmanager, userId)))
      .where(and(eq(users.createdBy, userId), isNull(users.email), notInArray(users.id, others)));
    return [userId, ...members.map((row) => row.id)];
  },

  /** The storage keys of the files of `ids`: their documents, lab reports, pictures, exports. */
  async fileKeysOf(db: Executor, ids: string[]): Promise<string[]> {
    const docs = await db
      .select({ key: documents.storageKey })
      .from(documents)
      .where(
        or(
          inArray(documents.idcreator, ids),
          inArray(
            documents.id,
            db
              .select({ id: labReports.iddocument })
              .from(labReports)
              .where(inArray(labReports.idpatient, ids)),
          ),
        ),
      );
    const pics = await db
      .select({ key: pictures.storageKey })
      .from(pictures)
      .where(inArray(pictures.userId, ids));
    const exports = await db
      .select({ key: dataExports.storageKey })
      .from(dataExports)
      .where(inArray(dataExports.userId, ids));
    return [...docs, ...pics, ...exports].flatMap((row) => (row.key ? [row.key] : []));
  },

  /**
   * Erases `ids` (issue 24 §3), in the caller's transaction: the orders the law keeps move to the
   * pseudonym `pseudonymId` (a row without name, e-mail, NIR or phone, created here); the lab
   * reports about them and their documents go; what holds their e-mails without a key to them
   * (invitations, the login throttle, known devices, tokens) goes; the accounts members she
   * created but does not take along lose their `createdBy`; then the user rows, whose deletion
   * cascades to every table that points to them. The files are the caller's, after commit.
   */
  async erase(
    db: Executor,
    ids: string[],
    emails: string[],
    pseudonymId: string,
    now: Date,
  ): Promise<void> {
    const kept = await db
      .select({ id: marketOrders.id })
      .from(marketOrders)
      .where(
        and(inArray(marketOrders.client, ids), inArray(marketOrders.status, KEPT_ORDER_STATUSES)),
      );
    if (kept.length > 0) {
      await db.insert(users).values({
        id: pseudonymId,
        type: "patient",
        status: "STUB",
        lastName: "Compte supprimé",
        createdAt: now,
      });
      await db
        .update(marketOrders)
        .set({ client: pseudonymId, updatedAt: now })
        .where(
          inArray(
            marketOrders.id,
            kept.map((row) => row.id),
          ),
        );
    }
    await db
      .delete(documents)
      .where(
        inArray(
          documents.id,
          db
            .select({ id: labReports.iddocument })
            .from(labReports)
            .where(inArray(labReports.idpatient, ids)),
        ),
      );
    await db.delete(clientLogs).where(inArray(clientLogs.userId, ids));
    await db.delete(apoticareOrders).where(inArray(apoticareOrders.idpatient, ids));
    if (emails.length > 0) {
      const lower = emails.map((email) => email.toLowerCase());
      await db.delete(invitations).where(inArray(sql`lower(${invitations.email})`, lower));
      await db.delete(accountTokens).where(inArray(sql`lower(${accountTokens.email})`, lower));
      await db.delete(knownDevices).where(inArray(sql`lower(${knownDevices.account})`, lower));
      for (const email of lower) {
        await db
          .delete(loginThrottle)
          .where(sql`position(${email} in lower(${loginThrottle.key})) > 0`);
      }
    }
    await db
      .update(users)
      .set({ createdBy: null })
      .where(and(inArray(users.createdBy, ids), notInArray(users.id, ids)));
    await db.delete(users).where(inArray(users.id, ids));
  },
};
