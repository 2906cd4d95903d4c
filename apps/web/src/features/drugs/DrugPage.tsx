import { Anchor, Card, List, Loader, Stack, Text, Title } from "@mantine/core";
import { format, formatCents, TEXTS, type DrugDetailDto } from "@reseau/shared";
import { Link, useParams } from "react-router";
import { failureText } from "../../api/errors";
import { PageTitle } from "../../components/PageTitle";
import { useDrug } from "./queries";

const T = TEXTS.drugs;

/**
 * `/medicament/:id` (001 route table « medicament », issue 19 §4): one drug of the guide, by its
 * CIS code, open to everyone: its name (the page's h1), form, routes, marketing status and
 * holder, its presentations with their CIP13 codes, its active substances with their dosages and
 * its generic group. An unknown drug shows the server's French message.
 */
export function DrugPage() {
  const { id = "" } = useParams();
  const drug = useDrug(id);
  return (
    <Stack maw={720} mx="auto" gap="md" py="md">
      {drug.data ? (
        <DrugDetails drug={drug.data} />
      ) : drug.isError ? (
        <>
          <PageTitle>{T.title}</PageTitle>
          <Text role="alert">{failureText(drug.error)}</Text>
        </>
      ) : (
        <Loader role="status" aria-label={TEXTS.actions.loading} />
      )}
      <Anchor component={Link} to="/notices">
        {T.back}
      </Anchor>
    </Stack>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  if (!value) return null;
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0}>
        {value}
      </Text>
    </div>
  );
}

function DrugDetails({ drug }: { drug: DrugDetailDto }) {
  return (
    <>
      <PageTitle>{drug.name}</PageTitle>
      <Stack component="dl" gap="xs" m={0}>
        <Fact label={T.formLabel} value={drug.form} />
        <Fact label={T.routesLabel} value={drug.routes.join(", ")} />
        <Fact label={T.statusLabel} value={drug.status} />
        <Fact label={T.holderLabel} value={drug.holder} />
      </Stack>

      <Card withBorder component="section" aria-labelledby="drug-presentations">
        <Title order={2} size="h4" id="drug-presentations" mb="xs">
          {T.presentationsTitle}
        </Title>
        <List spacing="xs">
          {drug.presentations.map((box) => (
            <List.Item key={box.cip13}>
              <Text fw={600} span>
                {T.cip13Label} {box.cip13}
              </Text>
              <Text size="sm">
                {format(T.presentationLine, {
                  label: box.label,
                  price: box.priceCents === null ? T.noPrice : formatCents(box.priceCents),
                })}
              </Text>
            </List.Item>
          ))}
        </List>
      </Card>

      <Card withBorder component="section" aria-labelledby="drug-substances">
        <Title order={2} size="h4" id="drug-substances" mb="xs">
          {T.substancesTitle}
        </Title>
        {drug.substances.length === 0 ? (
          <Text>{T.noSubstance}</Text>
        ) : (
          <List spacing="xs">
            {drug.substances.map((substance) => (
              <List.Item key={`${substance.name}-${substance.dosage}`}>
                {substance.dosage
                  ? format(T.substanceLine, {
                      name: substance.name.toLocaleLowerCase("fr"),
                      dosage: substance.dosage,
                      reference: substance.reference,
                    })
                  : substance.name.toLocaleLowerCase("fr")}
              </List.Item>
            ))}
          </List>
        )}
      </Card>

      <Card withBorder component="section" aria-labelledby="drug-group">
        <Title order={2} size="h4" id="drug-group" mb="xs">
          {T.groupTitle}
        </Title>
        {drug.group ? (
          <>
            <Text>{drug.group.label}</Text>
            <Text size="sm" c="dimmed">
              {format(T.groupType, { type: T.groupTypes[drug.group.type] ?? "" })}
            </Text>
          </>
        ) : (
          <Text>{T.noGroup}</Text>
        )}
      </Card>
    </>
  );
}
