import { zodResolver } from "@hookform/resolvers/zod";
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
import {
  productFormSchema,
  TEXTS,
  type Product,
  type ProductFormInput,
  type ProductFormValues,
} from "@reseau/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { QUERY_ROOTS, refreshRoots } from "../../app/queryRoots";
import { notifySuccess } from "../../components/notify";
import { centsToInput, EuroPriceInput } from "./EuroPriceInput";
import { createProduct, updateProduct, uploadPicture } from "./queries";

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
 * description, EAN13, medication flag and picture too. Checked by the shared
 * `productFormSchema` (the server's rules and French messages, each under its field); prices
 * are sent in cents. The server's 400/403 are shown by the central handler.
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
  const { register, handleSubmit, formState } = useForm<
    ProductFormInput,
    unknown,
    ProductFormValues
  >({
    defaultValues: {
      price: centsToInput(stock?.price ?? product?.price),
      quantity: String(stock?.quantity ?? 0),
      name: product?.name ?? "",
      // another pharmacy's product: only the stock is sent, its other fields are not checked
      description: ownFields ? (product?.description ?? "") : "",
      code: ownFields ? (product?.code ?? "") : "",
      medication: product?.medication ?? false,
    },
    resolver: zodResolver(productFormSchema),
  });
  const { errors } = formState;
  const [picture, setPicture] = useState<File | null>(null);

  const save = useMutation({
    mutationFn: async ({ price, quantity, ...values }: ProductFormValues) => {
      const stockInput = { price, quantity };
      const image = picture ? (await uploadPicture(await base64Of(picture))).key : undefined;
      const fields = ownFields ? { ...values, ...(image ? { image } : {}) } : {};
      return product
        ? updateProduct({ id: product._id, stock: stockInput, ...fields })
        : createProduct({ ...fields, name: values.name, stock: stockInput });
    },
    meta: { context: "edit product" },
    onSuccess: () => {
      notifySuccess(TEXTS.market.saved);
      refreshRoots(queryClient, [QUERY_ROOTS.market]);
      onClose();
    },
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={product ? TEXTS.market.editProduct : TEXTS.market.newProduct}
      fullScreen={fullScreen}
    >
      <form noValidate onSubmit={handleSubmit((values) => save.mutate(values))}>
        <Stack gap="sm">
          {ownFields ? (
            <>
              <TextInput
                label={TEXTS.market.productName}
                required
                data-autofocus
                error={errors.name?.message}
                {...register("name")}
              />
              <Textarea
                label={TEXTS.market.description}
                autosize
                minRows={2}
                error={errors.description?.message}
                {...register("description")}
              />
              <TextInput
                label={TEXTS.market.ean}
                inputMode="numeric"
                error={errors.code?.message}
                {...register("code")}
              />
              <Checkbox label={TEXTS.market.medication} {...register("medication")} />
              <FileInput
                label={TEXTS.market.picture}
                accept="image/jpeg,image/png,image/webp"
                value={picture}
                onChange={setPicture}
                clearable
              />
            </>
          ) : (
            <TextInput
              label={TEXTS.market.productName}
              readOnly
              error={errors.name?.message}
              {...register("name")}
            />
          )}
          <EuroPriceInput
            label={TEXTS.market.stockPrice}
            error={errors.price?.message}
            registration={register("price")}
            autoFocus={!ownFields}
          />
          <TextInput
            label={TEXTS.market.stockQuantity}
            inputMode="numeric"
            required
            error={errors.quantity?.message}
            {...register("quantity")}
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
