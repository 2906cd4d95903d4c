import { Alert, Stack } from "@mantine/core";
import { MAX_FILE_BYTES, TEXTS } from "@reseau/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { failureText } from "../../api/errors";
import { FilePickButton } from "../../components/FilePickButton";
import { notifySuccess } from "../../components/notify";
import { blobToBase64 } from "../documents/files";
import { detectFormat, prepareImage, type PreparedFile } from "../documents/prepareFile";
import { uploadDocument } from "../documents/queries";
import { refreshGroups } from "./queries";

const T = TEXTS.groups;

/** A refusal of the file itself, said as the document-add flow says it (000 §8). */
class FileRefusal extends Error {}

/**
 * The file as it is sent (000 §4, §9): a picture compressed under the limit, a PDF kept when
 * small enough. @throws FileRefusal with the French reason otherwise.
 */
async function prepared(file: File): Promise<PreparedFile> {
  const mime = await detectFormat(file);
  if (!mime) throw new FileRefusal(TEXTS.documents.badFormat);
  if (mime !== "application/pdf") return prepareImage(file);
  if (file.size > MAX_FILE_BYTES) throw new FileRefusal(TEXTS.documents.pdfTooLarge);
  return { blob: file, mime };
}

/**
 * « Joindre un document » (issue 21 §2): a picture or a PDF posted to the group
 * (`POST /feed/documents {…, idgroup}`); its members see it in the feed, live.
 */
export function AttachDocument({ idgroup }: { idgroup: string }) {
  const queryClient = useQueryClient();
  const attach = useMutation({
    mutationFn: async (file: File) => {
      const ready = await prepared(file);
      return uploadDocument({
        name: file.name.slice(0, 200) || T.attach,
        type: "other",
        mime: ready.mime,
        data: await blobToBase64(ready.blob),
        idgroup,
      });
    },
    meta: { errors: "inline", context: "attach group document" },
    onSuccess: () => {
      notifySuccess(T.attached);
      refreshGroups(queryClient);
    },
  });
  return (
    <Stack gap="xs">
      <div>
        <FilePickButton
          variant="light"
          accept="image/*,application/pdf"
          loading={attach.isPending}
          onFile={(file) => attach.mutate(file)}
          data-testid="group-attach"
        >
          {T.attach}
        </FilePickButton>
      </div>
      {attach.isError && (
        <Alert color="red" role="alert">
          {attach.error instanceof FileRefusal ? attach.error.message : failureText(attach.error)}
        </Alert>
      )}
    </Stack>
  );
}
