import { ACCOUNTS, PHARMACY_HOURS, type AccountSeed } from "./seed-data.js";

/** One group of the variants the demo lacked: its code, name, town and two addresses. */
interface VariantGroupSeed {
  grp: string;
  name: string;
  groupName: string;
  finessSerial: string;
  phone: string;
  managerPhone: string;
  insee: string;
  zipCode: string;
  pharmacy: { address: string; latitude: number; longitude: number };
  manager: { address: string; latitude: number; longitude: number };
}

/**
 * A pharmacy and its group manager for each variant the demo had no account of (issue 19 §1,
 * docs/DECISIONS.md "Login by variant"), so each variant's app (`VARIANT=excel`…) has a pharmacy
 * and a manager who may log in to it; galien and well have theirs in `ACCOUNTS`.
 */
const VARIANT_GROUPS: VariantGroupSeed[] = [
  {
    grp: "pharmavance",
    groupName: "Groupement Pharmavance",
    name: "Pharmacie de la Mairie",
    finessSerial: "006412",
    phone: "02 99 79 12 40",
    managerPhone: "02 99 30 55 00",
    insee: "35238",
    zipCode: "35000",
    pharmacy: { address: "5 place de la Mairie", latitude: 48.1115, longitude: -1.6793 },
    manager: { address: "14 rue de Nemours", latitude: 48.1087, longitude: -1.6776 },
  },
  {
    grp: "cos",
    groupName: "Groupement COS Pharmacies",
    name: "Pharmacie du Vieux-Lille",
    finessSerial: "007358",
    phone: "03 20 55 21 18",
    managerPhone: "03 20 12 80 00",
    insee: "59350",
    zipCode: "59000",
    pharmacy: { address: "12 rue Esquermoise", latitude: 50.6382, longitude: 3.0612 },
    manager: { address: "40 rue Nationale", latitude: 50.6348, longitude: 3.0578 },
  },
  {
    grp: "excel",
    groupName: "Groupement Excel Pharma",
    name: "Pharmacie des Grandes Arcades",
    finessSerial: "008264",
    phone: "03 88 32 14 25",
    managerPhone: "03 88 22 60 00",
    insee: "67482",
    zipCode: "67000",
    pharmacy: { address: "8 rue des Grandes Arcades", latitude: 48.5834, longitude: 7.7467 },
    manager: { address: "2 place Kléber", latitude: 48.5839, longitude: 7.7455 },
  },
  {
    grp: "apoticare",
    groupName: "Groupement Apoticare",
    name: "Pharmacie Graslin",
    finessSerial: "009176",
    phone: "02 40 48 23 61",
    managerPhone: "02 40 35 90 00",
    insee: "44109",
    zipCode: "44000",
    pharmacy: { address: "3 rue Crébillon", latitude: 47.2131, longitude: -1.5602 },
    manager: { address: "11 quai de la Fosse", latitude: 47.2107, longitude: -1.5651 },
  },
  {
    grp: "pharmacorp",
    groupName: "Groupement Pharmacorp",
    name: "Pharmacie de la Liberté",
    finessSerial: "006935",
    phone: "03 80 30 27 14",
    managerPhone: "03 80 44 70 00",
    insee: "21231",
    zipCode: "21000",
    pharmacy: { address: "20 rue de la Liberté", latitude: 47.3221, longitude: 5.0386 },
    manager: { address: "6 place Darcy", latitude: 47.3226, longitude: 5.0325 },
  },
];

const VARIANT_ACCOUNTS: AccountSeed[] = VARIANT_GROUPS.flatMap((group) => [
  {
    key: `pharma-${group.grp}`,
    type: "pharmacy",
    email: `pharmacie.${group.grp}@demo.fr`,
    name: group.name,
    grp: group.grp,
    finessSerial: group.finessSerial,
    phone: group.phone,
    place: { insee: group.insee, zipCode: group.zipCode, ...group.pharmacy },
    hours: PHARMACY_HOURS,
  },
  {
    key: `group-${group.grp}`,
    type: "grp_pharm",
    email: `groupe.${group.grp}@demo.fr`,
    name: group.groupName,
    grp: group.grp,
    phone: group.managerPhone,
    place: { insee: group.insee, zipCode: group.zipCode, ...group.manager },
  },
]);

/**
 * Every demo account one logs in with: `ACCOUNTS`, then the variants' pharmacies and managers
 * (last, so the demo catalogue's stocks of the first pharmacies are drawn as before).
 */
export const DEMO_ACCOUNTS: AccountSeed[] = [...ACCOUNTS, ...VARIANT_ACCOUNTS];
