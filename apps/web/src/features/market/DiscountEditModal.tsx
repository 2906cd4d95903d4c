import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import {
  discountFormSchema,
  formatCents,
  TEXTS,
  type Discount,
  type DiscountFormInput,
  type DiscountFormValues,
} from "@reseau/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { QUERY_ROOTS, refreshRoots } from "../../app/queryRoots";
import { notifySuccess } from "../../components/notify";
import { centsToInput, EuroPriceInput } from "./EuroPriceInput";
import { createDiscount, deleteDiscount, updateDiscount } from "./queries";

/** `YYYY-MM-DD` of an instant, in Paris. */
const dayOf = (iso: string) =>
  new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Paris" }).format(new Date(iso));

/** The instant `days` days from now, ISO. */
const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/**
 * `/modal-edit-discount` (001 §2 "Discount edit modal", issue 11 §3): a discount's price in
 * euros from a first to a last day; « Supprimer » for an existing one. Checked by the shared
 * `discountFormSchema` with the server's rules and French messages (a price strictly below the
 * pharmacy's `normalPrice`, an end after the start), each under its field: nothing is sent
 * until they hold. The server's other refusals are shown by the central handler.
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
  /** `normalPrice`: the pharmacy's price of it, in cents; null when unknown (the server checks). */
  product: { _id: string; name: string; normalPrice: number | null };
}) {
  const queryClient = useQueryClient();
  const fullScreen = useMediaQuery("(max-width: 576px)");
  const schema = useMemo(() => discountFormSchema(product.normalPrice), [product.normalPrice]);
  const { register, handleSubmit, formState } = useForm<
    DiscountFormInput,
    unknown,
    DiscountFormValues
  >({
    // a new discount runs from today for 30 days
    defaultValues: {
      price: centsToInput(discount?.price),
      start: dayOf(discount?.start ?? daysFromNow(0)),
      end: dayOf(discount?.end ?? daysFromNow(30)),
    },
    resolver: zodResolver(schema),
  });
  const { errors } = formState;
  const done = (message: string) => {
    notifySuccess(message);
    refreshRoots(queryClient, [QUERY_ROOTS.market]);
    onClose();
  };
  const save = useMutation({
    mutationFn: (body: DiscountFormValues) =>
      discount
        ? updateDiscount({ id: discount.id, ...body })
        : createDiscount({ productId: product._id, ...body }),
    meta: { context: "edit discount" },
    onSuccess: () => done(TEXTS.discounts.saved),
  });
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
      <form noValidate onSubmit={handleSubmit((values) => save.mutate(values))}>
        <Stack gap="sm">
          <Text fw={600}>{product.name}</Text>
          {product.normalPrice !== null && (
            <Text size="sm" c="dimmed">
              {TEXTS.market.price} : {formatCents(product.normalPrice)}
            </Text>
          )}
          <EuroPriceInput
            label={TEXTS.discounts.price}
            error={errors.price?.message}
            registration={register("price")}
            autoFocus
          />
          <TextInput
            label={TEXTS.discounts.start}
            type="date"
            required
            error={errors.start?.message}
            {...register("start")}
          />
          <TextInput
            label={TEXTS.discounts.end}
            type="date"
            required
            error={errors.end?.message}
            {...register("end")}
          />
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
