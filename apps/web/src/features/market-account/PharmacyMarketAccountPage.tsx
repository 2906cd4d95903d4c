import {
  Button,
  Center,
  Group,
  Loader,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import {
  format,
  formatCents,
  TEXTS,
  TRANSACTION_KINDS,
  TRANSACTION_STATUSES,
  type BankAccount,
  type Transaction,
  type TransactionsQuery,
} from "@reseau/shared";
import { useState } from "react";
import { ConfirmModal } from "../../components/ConfirmModal";
import { notifySuccess } from "../../components/notify";
import { PageTitle } from "../../components/PageTitle";
import { Section } from "../../components/Section";
import { CounterPaymentSwitch } from "../orders/CounterPaymentSwitch";
import { groupedIban } from "./format";
import { IbanForm } from "./IbanForm";
import { useDeleteIban, useIbans, usePayout, useTransactions, useWallets } from "./queries";
import { RefundDialog } from "./RefundDialog";
import { TransactionsTable, TransactionTotals } from "./TransactionsTable";

const T = TEXTS.marketAccount;

function Loading() {
  return (
    <Center>
      <Loader size="sm" aria-label={TEXTS.actions.loading} />
    </Center>
  );
}

/**
 * The wallet's balance and « Virer vers mon compte » (issue 20 §3): the whole balance to the
 * chosen bank account, confirmed with the amount (`POST /market/mp/payout`).
 */
function WalletPanel({ ibans }: { ibans: readonly BankAccount[] }) {
  const wallets = useWallets();
  const payout = usePayout();
  const [chosen, setChosen] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const balance = (wallets.data ?? []).reduce((sum, wallet) => sum + wallet.balance, 0);
  const account = ibans.find((iban) => iban.id === chosen) ?? ibans[0];
  const confirm = () => {
    if (!account) return;
    payout.mutate(
      { bankAccount: account.id },
      {
        onSuccess: (move) => {
          notifySuccess(format(T.payoutDone, { amount: formatCents(move.amount) }));
          setConfirming(false);
        },
      },
    );
  };
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <div>
            <Text size="sm" c="dimmed" id="balance-label">
              {T.balance}
            </Text>
            {wallets.isPending ? (
              <Loading />
            ) : (
              <Text size="xl" fw={700} aria-labelledby="balance-label" data-testid="wallet-balance">
                {formatCents(balance)}
              </Text>
            )}
          </div>
          {ibans.length > 0 && (
            <NativeSelect
              label={T.payoutAccount}
              value={account?.id ?? ""}
              onChange={(event) => setChosen(event.currentTarget.value)}
              data={ibans.map((iban) => ({ value: iban.id, label: groupedIban(iban.iban) }))}
              style={{ flex: "1 1 220px", maxWidth: 360 }}
              data-testid="payout-account"
            />
          )}
        </Group>
        {ibans.length === 0 && (
          <Text size="sm" c="dimmed">
            {T.payoutNeedsIban}
          </Text>
        )}
        <Group justify="flex-end">
          <Button
            onClick={() => setConfirming(true)}
            disabled={!account || balance <= 0}
            data-testid="payout-open"
          >
            {T.payout}
          </Button>
        </Group>
      </Stack>
      <ConfirmModal
        opened={confirming}
        title={T.payoutTitle}
        text={format(T.payoutConfirm, {
          amount: formatCents(balance),
          iban: account ? groupedIban(account.iban) : "",
        })}
        confirmLabel={T.payout}
        color="blue"
        loading={payout.isPending}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </Paper>
  );
}

/** The pharmacy's bank accounts, masked, each with « Supprimer » (confirmed). */
function IbanList({ ibans }: { ibans: readonly BankAccount[] }) {
  const remove = useDeleteIban();
  const [deleting, setDeleting] = useState<BankAccount | null>(null);
  const confirm = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notifySuccess(T.ibanDeleted);
        setDeleting(null);
      },
    });
  };
  return (
    <>
      {ibans.length === 0 ? (
        <Text c="dimmed" data-testid="ibans-empty">
          {T.noIbans}
        </Text>
      ) : (
        <Stack gap="xs" data-testid="ibans-list">
          {ibans.map((iban) => (
            <Paper key={iban.id} withBorder radius="md" p="sm" data-testid={`iban-row-${iban.id}`}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text ff="monospace" fw={600} style={{ overflowWrap: "anywhere" }}>
                    {groupedIban(iban.iban)}
                  </Text>
                  <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                    {iban.ownerName} · {iban.bic}
                  </Text>
                </Stack>
                <Button
                  variant="light"
                  color="red"
                  onClick={() => setDeleting(iban)}
                  aria-label={format(T.deleteIbanLabel, { iban: groupedIban(iban.iban) })}
                  data-testid="iban-delete"
                >
                  {TEXTS.actions.delete}
                </Button>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <ConfirmModal
        opened={deleting !== null}
        title={T.deleteIbanTitle}
        text={format(T.deleteIbanConfirm, { iban: deleting ? groupedIban(deleting.iban) : "" })}
        confirmLabel={TEXTS.actions.delete}
        loading={remove.isPending}
        onConfirm={confirm}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

/** The filters of the moves: kind, status, from … to (Paris days, both included). */
function MoveFilters({
  filters,
  onChange,
}: {
  filters: TransactionsQuery;
  onChange: (filters: TransactionsQuery) => void;
}) {
  const set = (key: keyof TransactionsQuery, value: string) =>
    onChange({ ...filters, [key]: value || undefined });
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" data-testid="transactions-filters">
      <NativeSelect
        label={T.kind}
        value={filters.kind ?? ""}
        onChange={(event) => set("kind", event.currentTarget.value)}
        data={[
          { value: "", label: T.allKinds },
          ...TRANSACTION_KINDS.map((kind) => ({ value: kind, label: T.kinds[kind] })),
        ]}
        data-testid="filter-kind"
      />
      <NativeSelect
        label={T.status}
        value={filters.status ?? ""}
        onChange={(event) => set("status", event.currentTarget.value)}
        data={[
          { value: "", label: T.allStatuses },
          ...TRANSACTION_STATUSES.map((status) => ({ value: status, label: T.statuses[status] })),
        ]}
        data-testid="filter-status"
      />
      <TextInput
        type="date"
        label={T.from}
        value={filters.from ?? ""}
        max={filters.to}
        onChange={(event) => set("from", event.currentTarget.value)}
        data-testid="filter-from"
      />
      <TextInput
        type="date"
        label={T.to}
        value={filters.to ?? ""}
        min={filters.from}
        onChange={(event) => set("to", event.currentTarget.value)}
        data-testid="filter-to"
      />
    </SimpleGrid>
  );
}

/**
 * `/compte-marketplace-pharmacie` (issue 20 §3): the wallet's balance and « Virer vers mon
 * compte », the bank accounts (masked) with the form to add one (IBAN and BIC, the server's
 * French errors under each field) and « Supprimer », and the money moves with their filters,
 * totals and « Rembourser » on a pay-in that can still be refunded; « Paiement au comptoir
 * accepté » (issue 20 §1).
 */
export function PharmacyMarketAccountPage() {
  const ibans = useIbans();
  const [filters, setFilters] = useState<TransactionsQuery>({});
  const moves = useTransactions("pharmacy", filters);
  const [refunding, setRefunding] = useState<Transaction | null>(null);
  const accounts = ibans.data ?? [];
  return (
    <Stack gap="lg" maw={960} mx="auto" data-testid="market-account-pharmacy">
      <PageTitle>{TEXTS.shell.pages["compte-marketplace-pharmacie"]}</PageTitle>
      <WalletPanel ibans={accounts} />
      <CounterPaymentSwitch />
      <Section id="ibans-title" title={T.ibans}>
        {ibans.isPending ? <Loading /> : <IbanList ibans={accounts} />}
        <Paper withBorder radius="md" p="md">
          <IbanForm />
        </Paper>
      </Section>
      <Section id="moves-title" title={T.pharmacyMoves}>
        <MoveFilters filters={filters} onChange={setFilters} />
        {moves.isPending ? (
          <Loading />
        ) : (
          <>
            {moves.data && <TransactionTotals totals={moves.data.totals} />}
            <TransactionsTable
              transactions={moves.data?.transactions ?? []}
              onRefund={setRefunding}
            />
          </>
        )}
      </Section>
      <RefundDialog transaction={refunding} onClose={() => setRefunding(null)} />
    </Stack>
  );
}
