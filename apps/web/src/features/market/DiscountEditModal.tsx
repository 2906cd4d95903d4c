import { Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { formatCents, parseEurosToCents, TEXTS, type Discount } from "@reseau/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { QUERY_ROOTS, refreshRoots } from "../../app/queryRoots";
import { notifySuccess } from "../../components/notify";
import { centsToInput } from "./ProductEditModal";
import { createDiscount, deleteDiscount, updateDiscount } from "./queries";

/** `YYYY-MM-DD` of an instant, in Paris. */
const dayOf = (iso: string) =>
  new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Paris" }).format(new Date(iso));

/** The instant `days` days from now, ISO. */
const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** The instant a Paris day starts (`end`: ends) at, ISO; null when the text is no day. */
export function dayToIso(day: string, end = false): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const at = new Date(`${day}T${end ? "23:59:59" : "00:00:00"}`);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

/**
 * `/modal-edit-discount` (001 §2 "Discount edit modal", issue 11 §3): a discount's price in
 * euros (below the pharmacy's price) from a first to a last day; « Supprimer » for an existing
 * one. The server refuses a price above the normal one or an end before the start with its
 * French 400, shown by the central handler.
 */
export function DiscountEditModal({
  opened,
  onClose,
  discount,
  product,
}: {
  opened: boolean;
  onClose: () => void;
  /** The discount edited; absent to create one on `product`. */
  discount?: Discount;
  product: { _id: string; name: string; normalPrice: number | null };
}) {
  const queryClient = useQueryClient();
  const fullScreen = useMediaQuery("(max-width: 576px)");
  const [price, setPrice] = useState(centsToInput(discount?.price));
  // a new discount runs from today for 30 days
  const [start, setStart] = useState(() => dayOf(discount?.start ?? daysFromNow(0)));
  const [end, setEnd] = useState(() => dayOf(discount?.end ?? daysFromNow(30)));
  const [error, setError] = useState<string | null>(null);
  const done = (message: string) => {
    notifySuccess(message);
    refreshRoots(queryClient, [QUERY_ROOTS.market]);
    onClose();
  };
  const save = useMutation({
    mutationFn: (body: { price: number; start: string; end: string }) =>
      discount
        ? updateDiscount({ id: discount.id, ...body })
        : createDiscount({ productId: product._id, ...body }),
    meta: { context: "edit discount" },
    onSuccess: () => done(TEXTS.discounts.saved),
  });
  /** Checks the form as the server will (amount, days in order), then sends it in cents. */
  const submit = () => {
    const cents = parseEurosToCents(price);
    const from = dayToIso(start);
    const to = dayToIso(end, true);
    if (cents === null) return setError(TEXTS.market.priceInvalid);
    if (!from || !to || to <= from) return setError(TEXTS.discounts.endBeforeStart);
    setError(null);
    save.mutate({ price: cents, start: from, end: to });
  };
  const remove = useMutation({
    mutationFn: () => deleteDiscount(discount?.id ?? ""),
    meta: { context: "delete discount" },
    onSuccess: () => done(TEXTS.discounts.deleted),
  });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={discount ? TEXTS.discounts.editTitle : TEXTS.discounts.newTitle}
      fullScreen={fullScreen}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Text fw={600}>{product.name}</Text>
          {product.normalPrice !== null && (
            <Text size="sm" c="dimmed">
              {TEXTS.market.price} : {formatCents(product.normalPrice)}
            </Text>
          )}
          <TextInput
            label={TEXTS.discounts.price}
            inputMode="decimal"
            required
            data-autofocus
            value={price}
            onChange={(event) => setPrice(event.currentTarget.value)}
          />
          <TextInput
            label={TEXTS.discounts.start}
            type="date"
            required
            value={start}
            onChange={(event) => setStart(event.currentTarget.value)}
          />
          <TextInput
            label={TEXTS.discounts.end}
            type="date"
            required
            value={end}
            onChange={(event) => setEnd(event.currentTarget.value)}
          />
          {error && (
            <Text c="red.9" size="sm" role="alert">
              {error}
            </Text>
          )}
          <Group justify="space-between" mt="sm">
            {discount ? (
              <Button
                color="red"
                variant="light"
                loading={remove.isPending}
                onClick={() => remove.mutate()}
              >
                {TEXTS.actions.delete}
              </Button>
            ) : (
              <span />
            )}
            <Group gap="xs">
              <Button variant="default" onClick={onClose}>
                {TEXTS.actions.cancel}
              </Button>
              <Button type="submit" loading={save.isPending} data-testid="discount-save">
                {TEXTS.market.save}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
