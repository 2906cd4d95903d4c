import { Card, Grid, Loader, Stack, Table, Text, Title } from "@mantine/core";
import { TEXTS, VACCINATION_SCHEDULE } from "@reseau/shared";
import { useState } from "react";
import { PageTitle } from "../../components/PageTitle";
import { DocumentViewerModal } from "../documents/DocumentViewerModal";
import { DocumentSummaryButton } from "../folders/DocumentSummaryButton";
import { useVaccineDocuments } from "./queries";

/**
 * `/vaccination` (001 route table "Vaccination"; issue 19 §4), for a patient: her vaccination
 * documents (type VACCIN), each opening in the viewer, beside the French schedule as reference
 * (`VACCINATION_SCHEDULE`, with its source). On a phone the schedule follows her documents.
 */
export function VaccinationPage() {
  const documents = useVaccineDocuments();
  const [viewed, setViewed] = useState<{ id: string; name: string } | null>(null);
  return (
    <Stack maw={1100} mx="auto" w="100%" gap="md">
      <PageTitle>{TEXTS.info.vaccinationTitle}</PageTitle>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="sm" component="section" aria-labelledby="my-vaccines">
            <Title order={2} size="h4" id="my-vaccines">
              {TEXTS.info.myVaccines}
            </Title>
            {documents.isPending && <Loader size="sm" aria-label={TEXTS.actions.loading} />}
            {documents.data?.length === 0 && (
              <Text c="dimmed" role="status">
                {TEXTS.info.noVaccine}
              </Text>
            )}
            {documents.data?.map((document) => (
              <Card key={document.id} withBorder padding="sm">
                <DocumentSummaryButton
                  document={document}
                  onOpen={() => setViewed({ id: document.id, name: document.name })}
                />
              </Card>
            ))}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Schedule />
        </Grid.Col>
      </Grid>
      <DocumentViewerModal
        id={viewed?.id ?? null}
        title={viewed?.name}
        onClose={() => setViewed(null)}
      />
    </Stack>
  );
}

/** The French vaccination schedule, by age, one table per stage of life. */
function Schedule() {
  return (
    <Stack gap="sm" component="section" aria-labelledby="vaccination-schedule">
      <Title order={2} size="h4" id="vaccination-schedule">
        {TEXTS.info.scheduleTitle}
      </Title>
      {VACCINATION_SCHEDULE.groups.map((group) => (
        <Table key={group.title} captionSide="top" striped withTableBorder>
          <Table.Caption fw={600} ta="left">
            {group.title}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w="30%">{TEXTS.info.scheduleAge}</Table.Th>
              <Table.Th>{TEXTS.info.scheduleVaccines}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {group.rows.map((row) => (
              <Table.Tr key={row.age}>
                <Table.Th scope="row" fw={600}>
                  {row.age}
                </Table.Th>
                <Table.Td>
                  {row.vaccines.map((vaccine) => (
                    <Text key={vaccine} size="sm">
                      {vaccine}
                    </Text>
                  ))}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ))}
      {VACCINATION_SCHEDULE.notes.map((note) => (
        <Text key={note} size="sm">
          {note}
        </Text>
      ))}
      <Text size="sm" c="dimmed">
        {VACCINATION_SCHEDULE.source}
      </Text>
    </Stack>
  );
}
