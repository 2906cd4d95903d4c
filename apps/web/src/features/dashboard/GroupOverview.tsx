import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { familyApi, MANAGER_TYPES, TEXTS, type PublicUser } from "@reseau/shared";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { call } from "../../api/call";
import { QUERY_ROOTS } from "../../app/queryRoots";

const T = TEXTS.groupOverview;

/** Names wrap, never cut: a long pharmacy name stays whole on a phone (issue 18 §5). */
const wrapped = { overflowWrap: "anywhere", whiteSpace: "normal" } as const;

/** `GET /ws/manager/overview`: the group's members and their queues, for a manager only. */
function useGroupOverview(enabled: boolean) {
  return useQuery({
    queryKey: [QUERY_ROOTS.family, "overview"],
    queryFn: ({ signal }) => call(familyApi.overview, { signal }),
    enabled,
    staleTime: 30_000,
    meta: { context: "group overview" },
  });
}

/**
 * A group manager's overview on its dashboard (issue 18 §5): each member pharmacy by name, its
 * name whole, with its documents to process (NEW and PROCESSING), its orders and its renewals
 * still open. Nothing for other users. Each name opens the member's page, where a pharmacy group
 * edits it on its behalf (000 §2 EDIT_MODE).
 */
export function GroupOverview({ user }: { user: PublicUser }) {
  const manager = MANAGER_TYPES.includes(user.type);
  const overview = useGroupOverview(manager);
  if (!manager || !overview.data) return null;
  const { members } = overview.data;
  return (
    <Stack gap="xs" component="section" aria-labelledby="group-overview-title">
      <Title order={2} size="h4" id="group-overview-title">
        {T.title}
      </Title>
      <Text size="sm" c="dimmed">
        {T.intro}
      </Text>
      {members.length === 0 ? (
        <Text c="dimmed">{T.empty}</Text>
      ) : (
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          spacing="sm"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: "none" }}
          data-testid="group-overview"
        >
          {members.map((member) => (
            <Card key={member.id} component="li" withBorder padding="sm" data-testid="group-member">
              <Anchor component={Link} to={`/fiche-contact/${member.id}`} fw={700} style={wrapped}>
                {member.name}
              </Anchor>
              {member.city && (
                <Text size="sm" c="dimmed" style={wrapped}>
                  {member.city}
                </Text>
              )}
              <Stack gap={2} mt="xs" component="dl" m={0}>
                <Count label={T.toProcess} value={member.toProcess} />
                <Count label={T.openOrders} value={member.openOrders} />
                <Count label={T.openRenewals} value={member.openRenewals} />
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** One count of a member: its label then its number, as a term and its value. */
function Count({ label, value }: { label: string; value: number }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text component="dt" size="sm" style={wrapped}>
        {label}
      </Text>
      <Text component="dd" size="sm" fw={700} m={0}>
        {value}
      </Text>
    </Group>
  );
}
