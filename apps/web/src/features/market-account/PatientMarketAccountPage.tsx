import { Button, Center, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { format, TEXTS, type SavedCard } from "@reseau/shared";
import { useState } from "react";
import { ConfirmModal } from "../../components/ConfirmModal";
import { notifySuccess } from "../../components/notify";
import { PageTitle } from "../../components/PageTitle";
import { cardExpiry } from "./format";
import { useCards, useDeleteCard, useTransactions } from "./queries";
import { TransactionsTable } from "./TransactionsTable";

const T = TEXTS.marketAccount;

/** One saved card: its alias (never the number), network, expiry, and « Supprimer ». */
function CardRow({ card, onDelete }: { card: SavedCard; onDelete: () => void }) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid={`card-row-${card.id}`}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text ff="monospace" fw={600} style={{ overflowWrap: "anywhere" }}>
            {card.alias}
          </Text>
          <Text size="sm" c="dimmed">
            {card.cardProvider ?? card.cardType} ·{" "}
            {format(T.cardExpiry, { expiry: cardExpiry(card.expirationDate) })}
          </Text>
        </Stack>
        <Button
          variant="light"
          color="red"
          onClick={onDelete}
          aria-label={format(T.deleteCardLabel, { alias: card.alias })}
          data-testid="card-delete"
        >
          {TEXTS.actions.delete}
        </Button>
      </Group>
    </Paper>
  );
}

/**
 * `/compte-marketplace-patient` (issue 20 §3): « Mes cartes », the patient's saved cards, each
 * with « Supprimer » (confirmed, `DELETE /market/mp/card/{id}`), and « Mes paiements », her
 * money moves (payments, refunds) in Paris time with their status.
 */
export function PatientMarketAccountPage() {
  const cards = useCards();
  const transactions = useTransactions("patient", {});
  const remove = useDeleteCard();
  const [deleting, setDeleting] = useState<SavedCard | null>(null);
  const active = (cards.data ?? []).filter((card) => card.active);
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notifySuccess(T.cardDeleted);
        setDeleting(null);
      },
    });
  };
  return (
    <Stack gap="lg" maw={720} mx="auto" data-testid="market-account-patient">
      <PageTitle>{TEXTS.shell.pages["compte-marketplace-patient"]}</PageTitle>
      <Stack gap="sm" component="section" aria-labelledby="cards-title">
        <Title order={2} size="h4" id="cards-title">
          {T.cards}
        </Title>
        {cards.isPending ? (
          <Center>
            <Loader size="sm" aria-label={TEXTS.actions.loading} />
          </Center>
        ) : active.length === 0 ? (
          <Text c="dimmed" data-testid="cards-empty">
            {T.noCards}
          </Text>
        ) : (
          <Stack gap="xs" data-testid="cards-list">
            {active.map((card) => (
              <CardRow key={card.id} card={card} onDelete={() => setDeleting(card)} />
            ))}
          </Stack>
        )}
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="moves-title">
        <Title order={2} size="h4" id="moves-title">
          {T.patientMoves}
        </Title>
        {transactions.isPending ? (
          <Center>
            <Loader size="sm" aria-label={TEXTS.actions.loading} />
          </Center>
        ) : (
          <TransactionsTable transactions={transactions.data?.transactions ?? []} />
        )}
      </Stack>
      <ConfirmModal
        opened={deleting !== null}
        title={T.deleteCardTitle}
        text={format(T.deleteCardConfirm, { alias: deleting?.alias ?? "" })}
        confirmLabel={TEXTS.actions.delete}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
