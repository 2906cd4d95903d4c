import {
  FIXED_FOLDERS,
  TEXTS,
  type AppConfig,
  type ExternalLink,
  type PublicUser,
} from "@reseau/shared";
import { usesPage } from "../features/session/startPages";

/**
 * One entry of the side menu (001 §2): a page of the app, the « Envoyer une ordonnance » dialog
 * (`scan`), an external site (`external`: in the webview or a new window), a group that expands
 * (`group`), or « Déconnexion ».
 */
export type SideMenuEntry =
  | { kind: "link"; key: string; label: string; to: string }
  | { kind: "scan"; key: string; label: string }
  | { kind: "external"; key: string; label: string; link: ExternalLink }
  | { kind: "group"; key: string; label: string; children: readonly SideMenuEntry[] }
  | { kind: "logout"; key: string; label: string };

/** Where a side-menu site opens: the app's webview page, or its own address in a new window. */
export function externalHref(link: ExternalLink): string {
  return link.open === "webview" ? `/iframe/${link.id}/redirection/open` : link.url;
}

/**
 * The side menu's entries for `user` under the running brand `config` (001 §2, in its order;
 * docs/DECISIONS.md "The side menu and the route table" gives which variant has which flag): the online pharmacy,
 * « Envoyer une ordonnance », the directory, contacts, sharing groups (`sharingGroups`), orders
 * (when the marketplace takes them, `purchase`) and the payment account (a patient's cards, a
 * pharmacy's wallet, issue 20 §3), family, the renewals (ours: 000 §2's renewal
 * process has no other way in on a phone), the beauty questionnaire (`experimentalQuestionnaire`),
 * « Mes dossiers » and its folders (`myFolders`), the booking sites (`appointments`), the drug
 * guide, the loyalty card (`loyaltyCard`, when the group gave its site), the account, emergency,
 * help, « Déconnexion ». Group mode (GROUP_MODE=1) turns the group entries on in any brand.
 * The logo and the profile header come before them (`SideMenu`).
 */
export function sideMenuEntries(config: AppConfig, user: PublicUser): SideMenuEntry[] {
  const { features, groupMode, links } = config;
  const group = (flag: boolean) => groupMode || flag;
  const entries: (SideMenuEntry | false)[] = [
    { kind: "link", key: "catalog", label: TEXTS.market.menu, to: "/catalogue-pharmacie" },
    { kind: "scan", key: "scan", label: TEXTS.documents.sendTitle },
    {
      kind: "link",
      key: "directory",
      label: TEXTS.dashboard.states.DIRECTORY_PRO,
      to: "/annuaire",
    },
    { kind: "link", key: "contacts", label: TEXTS.picker.titles.contacts, to: "/contacts" },
    group(features.sharingGroups) && {
      kind: "link",
      key: "groups",
      label: TEXTS.shell.groups,
      // a professional's list is its own page (001 §2 `groupes-pro`)
      to: user.type === "patient" ? "/groupes" : "/groupes-pro",
    },
    features.purchase &&
      usesPage(user, "orders") && {
        kind: "link",
        key: "orders",
        label: TEXTS.orders.listTitle,
        to: "/mes-commandes",
      },
    // the payment account of the marketplace (issue 20 §3): a patient's cards, a pharmacy's wallet
    features.purchase &&
      (user.type === "patient" || user.type === "pharmacy") && {
        kind: "link",
        key: "market-account",
        label:
          user.type === "patient"
            ? TEXTS.shell.pages["compte-marketplace-patient"]
            : TEXTS.shell.pages["compte-marketplace-pharmacie"],
        to:
          user.type === "patient" ? "/compte-marketplace-patient" : "/compte-marketplace-pharmacie",
      },
    { kind: "link", key: "family", label: TEXTS.shell.family, to: "/familles" },
    usesPage(user, "renewals") && {
      kind: "link",
      key: "renewals",
      label: TEXTS.renewals.navLabel,
      to: "/renouveler",
    },
    features.experimentalQuestionnaire && {
      kind: "link",
      key: "questionnaire",
      label: TEXTS.shell.questionnaire,
      to: "/apoticare",
    },
    group(features.myFolders) && {
      kind: "group",
      key: "folders",
      label: TEXTS.folders.menu,
      children: [
        { kind: "link", key: "folder-all", label: TEXTS.folders.all, to: "/feed-dossier" },
        ...FIXED_FOLDERS.map((folder): SideMenuEntry => ({
          kind: "link",
          key: `folder-${folder.id}`,
          label: folder.name,
          to: `/feed-dossier?dossier=${folder.id}`,
        })),
      ],
    },
    group(features.appointments) && {
      kind: "group",
      key: "appointments",
      label: TEXTS.shell.appointments,
      children: links.appointments.map((link): SideMenuEntry => ({
        kind: "external",
        key: link.id,
        label: link.name,
        link,
      })),
    },
    { kind: "link", key: "drugs", label: TEXTS.drugs.title, to: "/notices" },
    !!links.loyaltyCard && {
      kind: "external",
      key: "loyalty",
      label: TEXTS.shell.loyaltyCard,
      link: links.loyaltyCard,
    },
    { kind: "link", key: "account", label: TEXTS.lifecycle.pages.menu, to: "/compte" },
    { kind: "link", key: "emergency", label: TEXTS.shell.emergency, to: "/modal-emergency" },
    { kind: "link", key: "help", label: TEXTS.shell.help, to: "/modal-help" },
    { kind: "logout", key: "logout", label: TEXTS.nav.logout },
  ];
  return entries.filter((entry): entry is SideMenuEntry => entry !== false);
}
