import { LoadMoreButton } from "../../components/LoadMoreButton";
import { PageTitle } from "../../components/PageTitle";
import { Button, Center, Group, Loader, Stack, Text } from "@mantine/core";
import { FEED_PAGE_SIZE, TEXTS } from "@reseau/shared";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { usePaymentRequestReturn } from "./usePaymentRequestReturn";
import { DocumentAddModal } from "../documents/DocumentAddModal";
import { DocumentViewerModal } from "../documents/DocumentViewerModal";
import { useCurrentUser } from "../session/queries";
import { MessageCard } from "./FeedItemCard";
import { groupFeed } from "./groupFeed";
import { PrescriptionCard } from "./PrescriptionCard";
import { useFeed } from "./queries";

/**
 * `/feed` « Mon fil »: one card per document with its timeline and its messages, a card per
 * message about no document, newest first, 10 feed items at a time with "Charger plus"
 * (000 §7, §9, issue 7 §2). A document opens in the viewer. A patient with a pharmacy also finds
 * its catalogue here (issue 18 §1).
 */
export function FeedPage() {
  const user = useCurrentUser();
  const feed = useFeed("mine", {}, FEED_PAGE_SIZE);
  const [viewed, setViewed] = useState<{ id: string; name?: string } | null>(null);
  const [adding, setAdding] = useState(false);
  const groups = useMemo(() => groupFeed(feed.items), [feed.items]);
  usePaymentRequestReturn();

  return (
    <Stack gap="md" maw={720} mx="auto">
      <Group justify="space-between">
        <PageTitle>{TEXTS.feed.title}</PageTitle>
        {user?.type === "patient" && (
          <Group gap="xs">
            {/* the patient's start page leads to her pharmacy's shop too (issue 18 §1) */}
            {user.idpharma && (
              <Button component={Link} to="/catalogue-pharmacie" variant="light">
                {TEXTS.market.menu}
              </Button>
            )}
            <Button onClick={() => setAdding(true)} data-testid="open-document-add">
              {TEXTS.documents.sendTitle}
            </Button>
          </Group>
        )}
      </Group>
      {feed.isPending && (
        <Center py="xl">
          <Loader aria-label={TEXTS.feed.loading} />
        </Center>
      )}
      {feed.isSuccess && groups.length === 0 && (
        <Text c="dimmed" ta="center" py="xl">
          {TEXTS.feed.empty}
        </Text>
      )}
      {groups.map((group) =>
        group.kind === "message" ? (
          <MessageCard key={`m:${group.id}`} message={group.message} />
        ) : (
          <PrescriptionCard key={`d:${group.id}`} group={group} onOpen={setViewed} />
        ),
      )}
      <LoadMoreButton query={feed} />
      <DocumentViewerModal
        id={viewed?.id ?? null}
        title={viewed?.name}
        onClose={() => setViewed(null)}
      />
      <DocumentAddModal opened={adding} onClose={() => setAdding(false)} />
    </Stack>
  );
}
