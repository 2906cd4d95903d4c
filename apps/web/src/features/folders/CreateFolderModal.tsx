import { createDirectorySchema, TEXTS } from "@reseau/shared";
import { notifySuccess } from "../../components/notify";
import { FolderNameModal } from "./FolderNameModal";
import { useCreateFolder } from "./queries";

/** Props of the new-folder dialog. */
export interface CreateFolderModalProps {
  opened: boolean;
  onClose: () => void;
  /** Called with the new folder's id once created. */
  onCreated: (id: string) => void;
}

/**
 * « Créer un dossier » (000 §7 `POST /api/directory`): a name, checked by the shared schema the
 * server uses (at most 100 characters); a patient's folders are of type NORMAL.
 */
export function CreateFolderModal({ opened, onClose, onCreated }: CreateFolderModalProps) {
  const create = useCreateFolder();
  return (
    <FolderNameModal
      opened={opened}
      title={TEXTS.folders.createTitle}
      maxLength={100}
      schema={createDirectorySchema}
      pending={create.isPending}
      onClose={onClose}
      onSubmit={(name) =>
        create.mutate(
          { name, type: "NORMAL" },
          {
            onSuccess: (folder) => {
              notifySuccess(TEXTS.folders.created);
              onClose();
              onCreated(folder.id);
            },
          },
        )
      }
    />
  );
}
