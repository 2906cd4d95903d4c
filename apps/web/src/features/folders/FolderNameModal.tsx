import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Group, Modal, Stack, TextInput } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { TEXTS } from "@reseau/shared";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";

/** What the folder-name form holds: the name as typed. */
interface NameValues {
  name: string;
}

/** Props of the folder-name dialog; the caller owns the request and its texts. */
export interface FolderNameModalProps {
  opened: boolean;
  /** The dialog's title (its accessible name), e.g. « Créer un dossier ». */
  title: string;
  /** The name the field starts with each time the dialog opens; none: empty. */
  initialName?: string;
  /** The field's `maxLength`, in characters: the one the schema allows. */
  maxLength: number;
  /** The shared zod schema the server checks the name with; its messages show under the field. */
  schema: z.ZodType<NameValues, NameValues>;
  /** The request is under way: the submit button spins. */
  pending: boolean;
  /** Called with the name once the schema accepts it (trimmed when the schema trims it). */
  onSubmit: (name: string) => void;
  onClose: () => void;
}

/**
 * A folder's name in a dialog — « Nom du dossier », « Annuler » (`TEXTS.actions.cancel`), « Enregistrer » — used to create
 * a patient's folder (000 §7 `POST /api/directory`) and to create or rename a folder of a
 * pharmacy's library (001 §7 `POST` / `PUT /pro-api/directory`). The name is checked by the
 * shared schema the server uses; the field is focused when the dialog opens. Full screen on a
 * phone.
 */
export function FolderNameModal({
  opened,
  title,
  initialName,
  maxLength,
  schema,
  pending,
  onSubmit,
  onClose,
}: FolderNameModalProps) {
  const fullScreen = useMediaQuery("(max-width: 576px)");
  const form = useForm<NameValues>({
    defaultValues: { name: "" },
    resolver: zodResolver(schema),
  });
  const { reset } = form;
  useEffect(() => {
    if (opened) reset({ name: initialName ?? "" });
  }, [opened, initialName, reset]);
  const submit = form.handleSubmit(({ name }) => onSubmit(name));
  return (
    <Modal opened={opened} onClose={onClose} title={title} fullScreen={fullScreen}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={TEXTS.folders.nameLabel}
            required
            autoComplete="off"
            data-autofocus
            maxLength={maxLength}
            error={form.formState.errors.name?.message}
            {...form.register("name")}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {TEXTS.actions.cancel}
            </Button>
            <Button type="submit" loading={pending}>
              {TEXTS.folders.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
