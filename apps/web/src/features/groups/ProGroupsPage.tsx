import { TEXTS } from "@reseau/shared";
import { GroupsList } from "./GroupsList";

/** `/groupes-pro` (001 §2 `groupes-pro`, issue 21 §2): a professional's sharing groups. */
export function ProGroupsPage() {
  return <GroupsList title={TEXTS.shell.pages["groupes-pro"]} />;
}
