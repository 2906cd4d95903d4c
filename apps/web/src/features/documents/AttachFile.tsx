import { Alert, Stack } from "@mantine/core";
import { MAX_FILE_BYTES, TEXTS, type DocumentDto, type DocumentType } from "@reseau/shared";
import { useMutation } from "@tanstack/react-query";
import { failureText } from "../../api/errors";
import { FilePickButton } from "../../components/FilePickButton";
import { notifySuccess } from "../../components/notify";
import { blobToBase64 } from "./files";
import { detectFormat, prepareImage, type PreparedFile } from "./prepareFile";
import { uploadDocument } from "./queries";

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

/** Where an attached file goes: its type, and a sharing group or a directory. */
export interface AttachTarget {
  type: DocumentType;
  idgroup?: string;
  iddirectory?: string;
}

/**
 * A button that picks a picture or a PDF and posts it as a document (`POST /feed/documents`,
 * the file named by its name, `label` when it has none) to `target`: a sharing group (issue 21
 * §2), a marketing operation's directory (§4). `added` is toasted and `onAdded` called once
 * stored; a refused file or the server's refusal shows in French under the button.
 */
export function AttachFile({
  target,
  label,
  added,
  onAdded,
  testId,
}: {
  target: AttachTarget;
  label: string;
  added: string;
  onAdded: (document: DocumentDto) => void;
  testId: string;
}) {
  const attach = useMutation({
    mutationFn: async (file: File) => {
      const ready = await prepared(file);
      return uploadDocument({
        name: file.name.slice(0, 200) || label,
        mime: ready.mime,
        data: await blobToBase64(ready.blob),
        ...target,
      });
    },
    meta: { errors: "inline", context: "attach document" },
    onSuccess: (document) => {
      notifySuccess(added);
      onAdded(document);
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
          data-testid={testId}
        >
          {label}
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
