import { TEXTS } from "@reseau/shared";
import { GroupsList } from "./GroupsList";

/** `/groupes` (001 §2 `groupes`, issue 21 §2): a patient's sharing groups. */
export function GroupsPage() {
  return <GroupsList title={TEXTS.shell.pages.groupes} />;
}
