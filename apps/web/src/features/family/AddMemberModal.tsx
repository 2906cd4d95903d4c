import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Group, Modal, Stack, TextInput } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import {
  displayName,
  familyMemberSchema,
  format,
  TEXTS,
  type FamilyMemberInput,
} from "@reseau/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { QUERY_ROOTS, refreshRoots } from "../../app/queryRoots";
import { notifySuccess } from "../../components/notify";
import { addFamilyMember } from "./queries";
import { BirthDateInput } from "../../components/BirthDateInput";

/** Props of the add-a-member dialog. */
export interface AddMemberModalProps {
  opened: boolean;
  onClose: () => void;
}

const EMPTY: FamilyMemberInput = { firstName: "", lastName: "", birth: "", nir: "" };

/**
 * « Ajouter un membre de ma famille » (issue 8 §6): first name, last name, birth date (JJ/MM/AAAA)
 * and an optional NIR, checked by the shared schema the server uses; the server's 400 is shown
 * by the central handler.
 */
export function AddMemberModal({ opened, onClose }: AddMemberModalProps) {
  const queryClient = useQueryClient();
  const fullScreen = useMediaQuery("(max-width: 576px)");
  const form = useForm<FamilyMemberInput>({
    defaultValues: EMPTY,
    resolver: zodResolver(familyMemberSchema),
  });
  const close = () => {
    form.reset(EMPTY);
    onClose();
  };
  const add = useMutation({
    mutationFn: (values: FamilyMemberInput) =>
      addFamilyMember({ ...values, nir: values.nir?.trim() ? values.nir : undefined }),
    meta: { context: "add family member" },
    onSuccess: (member) => {
      notifySuccess(format(TEXTS.family.added, { name: displayName(member) }));
      refreshRoots(queryClient, [QUERY_ROOTS.family, QUERY_ROOTS.session]);
      close();
    },
  });
  const { errors } = form.formState;
  return (
    <Modal opened={opened} onClose={close} title={TEXTS.family.addTitle} fullScreen={fullScreen}>
      <form onSubmit={form.handleSubmit((values) => add.mutate(values))} noValidate>
        <Stack gap="sm">
          <TextInput
            label={TEXTS.fields.firstName}
            required
            autoComplete="off"
            data-autofocus
            error={errors.firstName?.message}
            {...form.register("firstName")}
          />
          <TextInput
            label={TEXTS.fields.lastName}
            required
            autoComplete="off"
            error={errors.lastName?.message}
            {...form.register("lastName")}
          />
          <BirthDateInput
            required
            autoComplete="off"
            error={errors.birth?.message}
            {...form.register("birth")}
          />
          <TextInput
            label={TEXTS.fields.nirOptional}
            inputMode="numeric"
            error={errors.nir?.message}
            {...form.register("nir")}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close} size="md">
              {TEXTS.actions.cancel}
            </Button>
            <Button type="submit" loading={add.isPending} size="md" data-testid="family-add-submit">
              {TEXTS.family.add}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
