import type { DocumentDto, MessageDto, PublicUser, UserType } from "@reseau/shared";

/** A user as `GET /ws/user` sends it, with the given fields. */
export function makeUser(type: UserType, fields: Partial<PublicUser> = {}): PublicUser {
  return {
    id: `${type}-1`,
    type,
    status: "ACTIVE",
    email: `${type}@exemple.fr`,
    login: `${type}@exemple.fr`,
    title: null,
    firstName: null,
    lastName: null,
    name: null,
    mainName: type,
    profession: null,
    specialties: [],
    isEstablishment: type !== "patient" && type !== "professional",
    isOnPatientApp: type === "patient",
    isOnProApp: type !== "patient",
    phones: [],
    address: null,
    zipCode: null,
    city: null,
    country: null,
    latitude: null,
    longitude: null,
    fullAddress: null,
    grp: null,
    rpps: null,
    finess: null,
    url: null,
    description: null,
    nir: null,
    birth: null,
    age: null,
    idpharma: null,
    iddoctor: null,
    idoptician: null,
    managers: [],
    meta: "{}",
    ...fields,
  };
}

/** A prescription document of the feed, NEW unless told otherwise. */
export function makeDocument(id: string, fields: Partial<DocumentDto> = {}): DocumentDto {
  return {
    id,
    type: "PRESC_DRUG",
    name: `Ordonnance ${id}`,
    mime: "image/jpeg",
    size: 1000,
    isPDF: false,
    meta: { status: "NEW" },
    notify: true,
    date: "2026-03-02T08:15:00.000Z",
    lastUpdate: "2026-03-02T08:15:00.000Z",
    idcreator: "patient-1",
    idsharer: null,
    iddirectory: null,
    sharers: ["pharmacy-1"],
    creator: { id: "patient-1", type: "patient", name: "Marie Durand" },
    ...fields,
  };
}

/** A message of the feed about a document. */
export function makeMessage(id: string, fields: Partial<MessageDto> = {}): MessageDto {
  return {
    id,
    type: "MESSAGE",
    content: "Votre commande est prête.",
    sender: "pharmacy-1",
    senderInfo: { id: "pharmacy-1", type: "pharmacy", name: "Pharmacie du Centre" },
    recipients: ["patient-1"],
    iddocument: null,
    idparent: null,
    notify: true,
    meta: {},
    date: "2026-03-02T09:00:00.000Z",
    lastUpdate: "2026-03-02T09:00:00.000Z",
    ...fields,
  };
}
