import {
  Alert,
  Button,
  Checkbox,
  Group,
  Image,
  NativeSelect,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import {
  DOCUMENT_TYPE_LABELS,
  documentsApi,
  format,
  PUBLISHABLE_TYPES,
  TEXTS,
  type DocumentType,
} from "@reseau/shared";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { call } from "../../api/call";
import { FilePickButton } from "../../components/FilePickButton";
import { notifySuccess } from "../../components/notify";
import { PageTitle } from "../../components/PageTitle";
import { blobToBase64 } from "../documents/files";
import { useDocumentAdd } from "../documents/useDocumentAdd";
import { useCurrentUser } from "../session/session";
import { membersQuery } from "./queries";

const T = TEXTS.publications;
const ACCEPT = "image/*,application/pdf";

/**
 * `/modal-publish`, « Publier un document » (issue 21 §1, `POST /api/manager/publish`): a
 * groupement's poster, publication or public document — a picture compressed as any upload, a
 * PDF kept or converted — published at once to the member pharmacies it ticks (all by default),
 * each of which sees it live. The server's refusals (a non-member, no member) show as they come.
 */
export function PublishPage() {
  const user = useCurrentUser();
  const isGroup = user?.type === "grp_pharm" || user?.type === "grp_lab";
  const members = useQuery({ ...membersQuery, enabled: isGroup });
  const { step, choose, convertPdf, keepPdf, reset } = useDocumentAdd();
  const [name, setName] = useState("");
  const [type, setType] = useState<DocumentType>("AFFICHE");
  const [unticked, setUnticked] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const list = members.data ?? [];
  const chosen = list.map((member) => member.id).filter((id) => !unticked.includes(id));

  const publish = useMutation({
    mutationFn: async () => {
      if (step.kind !== "ready") throw new Error("no file");
      return call(documentsApi.managerPublish, {
        body: {
          name: name.trim(),
          type,
          mime: step.prepared.mime,
          data: await blobToBase64(step.prepared.blob),
          pharmacies: chosen,
        },
      });
    },
    onSuccess: (document) => {
      notifySuccess(format(T.sentTo, { count: document.sharers.length }));
      setName("");
      reset();
    },
    meta: { context: "manager publish" },
  });

  const submit = () => {
    if (!name.trim()) return setProblem(T.nameRequired);
    if (chosen.length === 0) return setProblem(T.pickAtLeastOne);
    setProblem(null);
    publish.mutate();
  };

  if (!isGroup) {
    return (
      <Stack maw={640} mx="auto" w="100%">
        <PageTitle>{TEXTS.shell.pages["modal-publish"]}</PageTitle>
        <Text>{T.managersOnly}</Text>
      </Stack>
    );
  }
  return (
    <Stack maw={640} mx="auto" w="100%" gap="md">
      <PageTitle>{TEXTS.shell.pages["modal-publish"]}</PageTitle>
      {members.isSuccess && list.length === 0 && <Text c="dimmed">{T.noMembers}</Text>}
      <TextInput
        label={T.documentName}
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        required
      />
      <NativeSelect
        label={T.documentType}
        value={type}
        onChange={(event) => setType(event.currentTarget.value as DocumentType)}
        data={PUBLISHABLE_TYPES.map((value) => ({
          value,
          label: DOCUMENT_TYPE_LABELS[value] ?? value,
        }))}
      />
      {step.kind === "pick" && (
        <FilePickButton accept={ACCEPT} onFile={choose} data-testid="publish-file-input">
          {TEXTS.documents.chooseFile}
        </FilePickButton>
      )}
      {step.kind === "processing" && <Text>{TEXTS.actions.loading}</Text>}
      {step.kind === "pdfChoice" && (
        <Stack gap="xs">
          <Text>{TEXTS.documents.pdfQuestion}</Text>
          <Group>
            <Button variant="light" onClick={() => void convertPdf(step.file)}>
              {TEXTS.documents.pdfAsPhoto}
            </Button>
            <Button variant="light" onClick={() => keepPdf(step.file)}>
              {TEXTS.documents.pdfAsIs}
            </Button>
          </Group>
        </Stack>
      )}
      {step.kind === "error" && (
        <Alert color="red" title={step.title} withCloseButton onClose={reset}>
          {step.message}
        </Alert>
      )}
      {step.kind === "ready" && (
        <Stack gap="xs">
          {step.prepared.mime !== "application/pdf" && (
            <Image src={step.previewUrl} alt={step.originalName} mah={240} fit="contain" />
          )}
          <Group justify="space-between">
            <Text size="sm">{step.originalName}</Text>
            <Button variant="subtle" onClick={reset}>
              {TEXTS.actions.cancel}
            </Button>
          </Group>
        </Stack>
      )}
      <Checkbox.Group
        label={T.recipients}
        value={chosen}
        onChange={(ticked) =>
          setUnticked(list.map((member) => member.id).filter((id) => !ticked.includes(id)))
        }
      >
        <Stack gap={6} mt="xs">
          {list.map((member) => (
            <Checkbox
              key={member.id}
              value={member.id}
              label={member.city ? `${member.name} (${member.city})` : member.name}
            />
          ))}
        </Stack>
      </Checkbox.Group>
      {problem && (
        <Text c="red" role="alert">
          {problem}
        </Text>
      )}
      <Button onClick={submit} disabled={step.kind !== "ready"} loading={publish.isPending}>
        {T.publish}
      </Button>
    </Stack>
  );
}
