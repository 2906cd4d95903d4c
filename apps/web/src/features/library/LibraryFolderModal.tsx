import { libraryDirectoryNameSchema, TEXTS, type LibraryDirectoryDto } from "@reseau/shared";
import { notifySuccess } from "../../components/notify";
import { FolderNameModal } from "../folders/FolderNameModal";
import { useCreateLibraryFolder, useRenameLibraryFolder } from "./queries";

/** Props of the library's folder dialog. */
export interface LibraryFolderModalProps {
  opened: boolean;
  /** The folder to rename; none: a new folder. */
  folder?: LibraryDirectoryDto | null;
  onClose: () => void;
  /** Called with the folder once created or renamed. */
  onSaved: (folder: LibraryDirectoryDto) => void;
}

/**
 * « Créer un dossier » / « Renommer le dossier » of the pharmacy's library (001 §7
 * `POST` / `PUT /pro-api/directory`): a name, required, checked by the shared schema the server
 * uses (at most 200 characters). Full screen on a phone.
 */
export function LibraryFolderModal({ opened, folder, onClose, onSaved }: LibraryFolderModalProps) {
  const create = useCreateLibraryFolder();
  const rename = useRenameLibraryFolder();
  const done = (saved: LibraryDirectoryDto) => {
    notifySuccess(folder ? TEXTS.library.folderRenamed : TEXTS.folders.created);
    onClose();
    onSaved(saved);
  };
  return (
    <FolderNameModal
      opened={opened}
      title={folder ? TEXTS.library.renameFolderTitle : TEXTS.folders.createTitle}
      initialName={folder?.name}
      maxLength={200}
      schema={libraryDirectoryNameSchema}
      pending={create.isPending || rename.isPending}
      onClose={onClose}
      onSubmit={(name) =>
        folder
          ? rename.mutate({ id: folder.id, name }, { onSuccess: done })
          : create.mutate({ name }, { onSuccess: done })
      }
    />
  );
}
