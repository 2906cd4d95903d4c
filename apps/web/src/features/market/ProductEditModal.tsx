import {
  Button,
  Checkbox,
  FileInput,
  Group,
  Modal,
  Stack,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { parseEurosToCents, TEXTS, type Product } from "@reseau/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { QUERY_ROOTS, refreshRoots } from "../../app/queryRoots";
import { notifySuccess } from "../../components/notify";
import { createProduct, updateProduct, uploadPicture } from "./queries";

/** Cents as a French user types euros: 1290 → "12,90". */
export const centsToInput = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? "" : (cents / 100).toFixed(2).replace(".", ",");

/** Reads a file as base64 (without the `data:` prefix). */
function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ""));
    reader.onerror = () => reject(reader.error ?? new Error("lecture impossible"));
    reader.readAsDataURL(file);
  });
}

/**
 * `/modal-edit-product` (001 §2 "Product edit modal", issue 11 §4): a pharmacy's price (euros)
 * and stock of a product; for a product it creates (`product` absent) or created, its name,
 * description, EAN13, medication flag and picture too. The server's 400/403 are shown by the
 * central handler; prices are sent in cents.
 */
export function ProductEditModal({
  opened,
  onClose,
  product,
  pharmaId,
}: {
  opened: boolean;
  onClose: () => void;
  /** The product edited; absent to create one. */
  product?: Product;
  pharmaId: string;
}) {
  const queryClient = useQueryClient();
  const fullScreen = useMediaQuery("(max-width: 576px)");
  const stock = product?.stocks.find((s) => s.pharmaId === pharmaId);
  const ownFields = !product || product.createdBy === pharmaId;
  const [price, setPrice] = useState(centsToInput(stock?.price ?? product?.price));
  const [quantity, setQuantity] = useState(String(stock?.quantity ?? 0));
  const [name, setName] = useState(product?.name ?? "");
  const [description, setDescription] = useState(product?.description ?? "");
  const [code, setCode] = useState(product?.code ?? "");
  const [medication, setMedication] = useState(product?.medication ?? false);
  const [picture, setPicture] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [quantityError, setQuantityError] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: async (stockInput: { price: number; quantity: number }) => {
      const image = picture ? (await uploadPicture(await base64Of(picture))).key : undefined;
      const fields = ownFields
        ? {
            name: name.trim(),
            description: description.trim() || null,
            code: code.trim() || null,
            medication,
            ...(image ? { image } : {}),
          }
        : {};
      return product
        ? updateProduct({ id: product._id, stock: stockInput, ...fields })
        : createProduct({ ...fields, name: name.trim(), stock: stockInput });
    },
    meta: { context: "edit product" },
    onSuccess: () => {
      notifySuccess(TEXTS.market.saved);
      refreshRoots(queryClient, [QUERY_ROOTS.market]);
      onClose();
    },
  });
  /** Checks the price (euros, 2 decimals) and the quantity, then sends them in cents. */
  const submit = () => {
    const cents = parseEurosToCents(price);
    const units = Number(quantity);
    if (cents === null) return setError(TEXTS.market.priceInvalid);
    if (!/^\d{1,7}$/.test(quantity.trim())) return setQuantityError(TEXTS.market.quantityInvalid);
    setError(null);
    setQuantityError(null);
    save.mutate({ price: cents, quantity: units });
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={product ? TEXTS.market.editProduct : TEXTS.market.newProduct}
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
          {ownFields ? (
            <>
              <TextInput
                label={TEXTS.market.productName}
                required
                data-autofocus
                value={name}
                onChange={(event) => setName(event.currentTarget.value)}
              />
              <Textarea
                label={TEXTS.market.description}
                value={description}
                onChange={(event) => setDescription(event.currentTarget.value)}
                autosize
                minRows={2}
              />
              <TextInput
                label={TEXTS.market.ean}
                inputMode="numeric"
                value={code}
                onChange={(event) => setCode(event.currentTarget.value)}
              />
              <Checkbox
                label={TEXTS.market.medication}
                checked={medication}
                onChange={(event) => setMedication(event.currentTarget.checked)}
              />
              <FileInput
                label={TEXTS.market.picture}
                accept="image/jpeg,image/png,image/webp"
                value={picture}
                onChange={setPicture}
                clearable
              />
            </>
          ) : (
            <TextInput label={TEXTS.market.productName} value={product?.name ?? ""} readOnly />
          )}
          <TextInput
            label={TEXTS.market.stockPrice}
            inputMode="decimal"
            required
            value={price}
            error={error}
            onChange={(event) => setPrice(event.currentTarget.value)}
            {...(ownFields ? {} : { "data-autofocus": true })}
          />
          <TextInput
            label={TEXTS.market.stockQuantity}
            inputMode="numeric"
            required
            value={quantity}
            error={quantityError}
            onChange={(event) => setQuantity(event.currentTarget.value)}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {TEXTS.actions.cancel}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="product-save">
              {TEXTS.market.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
