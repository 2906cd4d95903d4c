import { TEXTS } from "@reseau/shared";
import { useQueryClient } from "@tanstack/react-query";
import { AttachFile } from "../documents/AttachFile";
import { refreshGroups } from "./queries";

const T = TEXTS.groups;

/**
 * « Joindre un document » (issue 21 §2): a picture or a PDF posted to the group
 * (`POST /feed/documents {…, idgroup}`); its members see it in the feed, live.
 */
export function AttachDocument({ idgroup }: { idgroup: string }) {
  const queryClient = useQueryClient();
  return (
    <AttachFile
      target={{ type: "other", idgroup }}
      label={T.attach}
      added={T.attached}
      onAdded={() => refreshGroups(queryClient)}
      testId="group-attach"
    />
  );
}
