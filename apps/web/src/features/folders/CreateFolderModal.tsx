import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Group, Modal, Stack, TextInput } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { createDirectorySchema, TEXTS, type CreateDirectoryBody } from "@reseau/shared";
import { useForm } from "react-hook-form";
import { notifySuccess } from "../../components/notify";
import { useCreateFolder } from "./queries";

/** Props of the new-folder dialog. */
export interface CreateFolderModalProps {
  opened: boolean;
  onClose: () => void;
  /** Called with the new folder's id once created. */
  onCreated: (id: string) => void;
}

const EMPTY: CreateDirectoryBody = { name: "" };

/**
 * « Créer un dossier » (000 §7 `POST /api/directory`): a name, checked by the shared schema the
 * server uses; a patient's folders are of type NORMAL.
 */
export function CreateFolderModal({ opened, onClose, onCreated }: CreateFolderModalProps) {
  const fullScreen = useMediaQuery("(max-width: 576px)");
  const form = useForm<CreateDirectoryBody>({
    defaultValues: EMPTY,
    resolver: zodResolver(createDirectorySchema),
  });
  const create = useCreateFolder();
  const close = () => {
    form.reset(EMPTY);
    onClose();
  };
  const submit = form.handleSubmit((values) =>
    create.mutate(
      { name: values.name, type: "NORMAL" },
      {
        onSuccess: (folder) => {
          notifySuccess(TEXTS.folders.created);
          close();
          onCreated(folder.id);
        },
      },
    ),
  );
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={TEXTS.folders.createTitle}
      fullScreen={fullScreen}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={TEXTS.folders.nameLabel}
            required
            autoComplete="off"
            data-autofocus
            maxLength={100}
            error={form.formState.errors.name?.message}
            {...form.register("name")}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {TEXTS.folders.cancel}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {TEXTS.folders.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
