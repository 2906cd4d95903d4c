import {
  Alert,
  Anchor,
  Button,
  Grid,
  Group,
  Image,
  Loader,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { format, formatCents, TEXTS } from "@reseau/shared";
import { lazy, Suspense, useState } from "react";
import { Link, useLocation, useParams } from "react-router";
import { catalogSearchOf } from "./catalogUrl";
import { PageTitle } from "../../components/PageTitle";
import { useSession } from "../session/session";
import { LoginToOrder } from "./LoginToOrder";
import { MARKET_MAX_WIDTH } from "./layout";
import { AddToCartControl } from "../orders/AddToCartControl";
import { PriceTag } from "./PriceTag";
import { cartItemOf, shownPrice } from "./pricing";
import { useProduct } from "./queries";

const DocumentAddModal = lazy(async () => {
  const { DocumentAddModal } = await import("../documents/DocumentAddModal");
  return { default: DocumentAddModal };
});

/**
 * `/page-product/:id` (001 §2 "Product page", issue 11 §1): the picture, brand, name,
 * description, EAN13, the price at the patient's pharmacy with its running discount, a quantity
 * and « Ajouter au panier » for a patient whose pharmacy has it (issue 18 §1), and each
 * pharmacy's stock at the price it sells it (the same on its row as at the top). A prescription-only product (category 1I, 001 §5) is shown, never sold: it
 * offers « Envoyer mon ordonnance », the document-add flow to the patient's pharmacy.
 * « Retour au catalogue » returns to the listing it was opened from (its filters and page).
 * A visitor (issue 19 §4) reads the product at its reference price, and « Connectez-vous pour
 * commander » leads her to the login.
 */
export function ProductPage() {
  const { id } = useParams();
  const session = useSession();
  const user = session.data ?? null;
  const product = useProduct(id);
  const location = useLocation();
  const [sending, setSending] = useState(false);
  if (session.isPending) return null;
  const pharmacy = !user ? null : user.type === "pharmacy" ? user.id : user.idpharma;
  if (!product.data) {
    return (
      <Stack maw={MARKET_MAX_WIDTH} mx="auto" w="100%">
        <PageTitle>{TEXTS.market.productTitle}</PageTitle>
        {product.isError ? (
          <Alert color="red">{TEXTS.market.productNotFound}</Alert>
        ) : (
          <Group role="status" aria-live="polite">
            <Loader size="sm" aria-hidden />
            <Text size="sm">{TEXTS.market.loading}</Text>
          </Group>
        )}
      </Stack>
    );
  }
  const p = product.data;
  const shown = shownPrice(p, pharmacy);
  const forCart = user?.type === "patient" ? cartItemOf(p, user.idpharma) : null;
  return (
    <Stack gap="md" maw={MARKET_MAX_WIDTH} mx="auto" w="100%">
      <Anchor
        component={Link}
        to={`/catalogue-pharmacie${catalogSearchOf(location.state)}`}
        size="sm"
      >
        {TEXTS.market.back}
      </Anchor>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, sm: 5 }}>
          {p.image && (
            <Image
              src={p.image}
              alt={format(TEXTS.market.pictureAlt, { name: p.name })}
              radius="md"
              maw={420}
              mx="auto"
            />
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 7 }}>
          <Stack gap="sm">
            {p.brand && (
              <Text size="sm" c="dimmed" tt="uppercase">
                {p.brand}
              </Text>
            )}
            <PageTitle>{p.name}</PageTitle>
            {p.prescriptionOnly ? (
              <Stack gap="xs" align="flex-start">
                <Alert color="orange">{TEXTS.market.prescriptionOnly}</Alert>
                {user?.type === "patient" && (
                  <Button onClick={() => setSending(true)}>{TEXTS.market.sendPrescription}</Button>
                )}
              </Stack>
            ) : (
              <>
                <PriceTag shown={shown} size="xl" />
                {pharmacy && (
                  <Text size="sm">
                    {shown.quantity === null
                      ? TEXTS.market.notInPharmacy
                      : shown.quantity > 0
                        ? format(TEXTS.market.inStock, { quantity: shown.quantity })
                        : TEXTS.market.outOfStock}
                  </Text>
                )}
                {forCart && forCart.item.available > 0 && (
                  <AddToCartControl item={forCart.item} vendor={forCart.vendor} />
                )}
                {!user && <LoginToOrder />}
              </>
            )}
            {p.description && <Text>{p.description}</Text>}
            {p.code && (
              <Text size="sm" c="dimmed">
                {TEXTS.market.ean} : {p.code}
              </Text>
            )}
            {p.price !== null && (
              <Text size="sm" c="dimmed">
                {TEXTS.market.referencePrice} : {formatCents(p.price)}
              </Text>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
      {p.stocks.length > 0 && (
        <Stack gap="xs" component="section" aria-labelledby="stocks-title">
          <Title order={2} size="h4" id="stocks-title">
            {TEXTS.market.stocksTitle}
          </Title>
          <Table.ScrollContainer minWidth={320}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{TEXTS.userKinds.pharmacy}</Table.Th>
                  <Table.Th>{TEXTS.market.price}</Table.Th>
                  <Table.Th>{TEXTS.market.quantity}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {p.stocks.map((stock) => (
                  <Table.Tr key={stock.pharmaId}>
                    <Table.Td>{stock.name}</Table.Td>
                    <Table.Td>
                      {/* the price at that pharmacy as the top shows it: its discount counted */}
                      <PriceTag shown={shownPrice(p, stock.pharmaId)} />
                    </Table.Td>
                    <Table.Td>{stock.quantity}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
      {sending && (
        <Suspense fallback={null}>
          <DocumentAddModal opened={sending} onClose={() => setSending(false)} />
        </Suspense>
      )}
    </Stack>
  );
}
