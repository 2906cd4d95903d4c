import { Card, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { displayName, format, TEXTS, type PublicUser } from "@reseau/shared";
import { useFamily } from "../family/queries";
import { AuditList } from "./AuditList";

const T = TEXTS.audit;

/** The card of an audit section: its title, a line saying what it lists, then the lists. */
function AuditCard(props: { title: string; intro: string; testId: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" data-testid={props.testId}>
      <Title order={2} size="h4" mb="xs">
        {props.title}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {props.intro}
      </Text>
      {props.children}
    </Card>
  );
}

/**
 * « Qui a consulté mes documents » of `/compte` (issue 24 §2), open without a click: my list and,
 * for a patient who manages family members, each member's.
 */
export function MyReadsSection({ user }: { user: PublicUser }) {
  const family = useFamily(user.type === "patient");
  return (
    <AuditCard title={T.title} intro={T.intro} testId="audit-section">
      <Stack gap="lg">
        <AuditList source={{ kind: "mine" }} caption={T.title} empty={T.empty} />
        {(family.data ?? []).map((member) => {
          const title = format(T.memberTitle, { name: displayName(member) });
          return (
            <Stack gap="xs" key={member.id}>
              <Title order={3} size="h5">
                {title}
              </Title>
              <AuditList
                source={{ kind: "member", id: member.id }}
                caption={title}
                empty={T.memberEmpty}
              />
            </Stack>
          );
        })}
      </Stack>
    </AuditCard>
  );
}

/**
 * « Mes consultations de ses documents » in a professional's view of a patient (issue 24 §2): her
 * own reads of the patient's documents, never another professional's.
 */
export function FolderReadsSection({ patient }: { patient: PublicUser }) {
  return (
    <AuditCard title={T.folderTitle} intro={T.folderIntro} testId="folder-audit">
      <AuditList
        source={{ kind: "folder", id: patient.id }}
        caption={T.folderTitle}
        empty={T.folderEmpty}
      />
    </AuditCard>
  );
}
