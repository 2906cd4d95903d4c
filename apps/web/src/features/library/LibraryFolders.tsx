import { Box, Button, Group, Stack } from "@mantine/core";
import { TEXTS, type LibraryDirectoryDto } from "@reseau/shared";
import { useState } from "react";
import { ConfirmModal } from "../../components/ConfirmModal";
import { notifySuccess } from "../../components/notify";
import { LibraryFolderModal } from "./LibraryFolderModal";
import { useDeleteLibraryFolder } from "./queries";

const T = TEXTS.library;

/** Props of the library's folder bar. */
export interface LibraryFoldersProps {
  folders: readonly LibraryDirectoryDto[];
  /** The folder shown; null: every document (« Tous »). */
  current: string | null;
  onSelect: (id: string | null) => void;
}

/**
 * The folders of the pharmacy's library (001 §7 `/pro-api/directories/{group}`): « Tous » and
 * each folder, a toggle that shows only its documents (`aria-pressed`); « Nouveau dossier »; for
 * the folder shown, « Renommer ce dossier » and « Supprimer ce dossier » (after a confirmation:
 * its documents stay in the library, at the root). Wraps on a phone.
 */
export function LibraryFolders({ folders, current, onSelect }: LibraryFoldersProps) {
  // the folder stays while the dialog closes, so its title does not change under the animation
  const [editing, setEditing] = useState<{ opened: boolean; folder: LibraryDirectoryDto | null }>({
    opened: false,
    folder: null,
  });
  const [removing, setRemoving] = useState(false);
  const remove = useDeleteLibraryFolder();
  const shown = folders.find((folder) => folder.id === current);
  const toggles = [{ id: null, name: TEXTS.folders.all }, ...folders];
  return (
    <Stack gap="xs">
      <Box role="group" aria-label={T.foldersLabel}>
        <Group gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {toggles.map((folder) => {
            const active = folder.id === current;
            return (
              <li key={folder.id ?? ""}>
                <Button
                  size="sm"
                  variant={active ? "filled" : "default"}
                  aria-pressed={active}
                  onClick={() => onSelect(folder.id)}
                >
                  {folder.name}
                </Button>
              </li>
            );
          })}
          <li>
            <Button
              size="sm"
              variant="light"
              onClick={() => setEditing({ opened: true, folder: null })}
            >
              {TEXTS.folders.create}
            </Button>
          </li>
        </Group>
      </Box>
      {shown && (
        <Group gap="xs">
          <Button
            size="xs"
            variant="subtle"
            onClick={() => setEditing({ opened: true, folder: shown })}
          >
            {T.renameFolder}
          </Button>
          <Button size="xs" variant="subtle" color="red" onClick={() => setRemoving(true)}>
            {TEXTS.folders.remove}
          </Button>
        </Group>
      )}
      <LibraryFolderModal
        opened={editing.opened}
        folder={editing.folder}
        onClose={() => setEditing({ ...editing, opened: false })}
        onSaved={(folder) => onSelect(folder.id)}
      />
      <ConfirmModal
        opened={removing && shown !== undefined}
        title={TEXTS.folders.remove}
        text={T.removeFolderConfirm}
        confirmLabel={TEXTS.folders.remove}
        loading={remove.isPending}
        onClose={() => setRemoving(false)}
        onConfirm={() =>
          shown &&
          remove.mutate(shown.id, {
            onSuccess: () => {
              notifySuccess(TEXTS.folders.removed);
              setRemoving(false);
              onSelect(null);
            },
          })
        }
      />
    </Stack>
  );
}
