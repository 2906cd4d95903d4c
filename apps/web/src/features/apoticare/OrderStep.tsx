import { Alert, Anchor, Button, Stack, Text, TextInput } from "@mantine/core";
import {
  apoticareOrderCreateSchema,
  displayName,
  format,
  TEXTS,
  type ApoticareReference,
  type PublicUser,
} from "@reseau/shared";
import { useForm } from "react-hook-form";
import { Link, useLocation, useNavigate } from "react-router";
import { failureText } from "../../api/errors";
import { notifySuccess } from "../../components/notify";
import { useEstablishment } from "../profile/queries";
import { useSession } from "../session/session";
import { RETURN_PARAM } from "../session/startPages";
import type { Formula } from "./choices";
import { useOrderFormula } from "./queries";
import { Summary } from "./Summary";

const T = TEXTS.apoticare;
const FIELDS = TEXTS.fields;

/**
 * The order step (`commande`, issue 22 §2): the summary, the patient's first name, last name and
 * e-mail filled in from her account (she may change them), the order going to her own pharmacy,
 * and « Commander ». A visitor is asked to log in (and comes back here); a patient without a
 * pharmacy is told so, with a link to choose one.
 */
export function OrderStep({
  reference,
  formula,
}: {
  reference: ApoticareReference;
  formula: Formula;
}) {
  const session = useSession();
  const location = useLocation();
  const user = session.data;
  const here = `${location.pathname}${location.search}`;
  const summary = <Summary reference={reference} formula={formula} />;
  if (session.isPending) return summary;
  if (!user) {
    return (
      <Stack gap="md">
        {summary}
        <Alert color="blue">
          <Stack gap="sm" align="flex-start">
            <Text>{T.loginToOrder}</Text>
            <Button
              component={Link}
              to={`/page-apoticare-login?${RETURN_PARAM}=${encodeURIComponent(here)}`}
            >
              {TEXTS.signup.loginTitle}
            </Button>
          </Stack>
        </Alert>
      </Stack>
    );
  }
  if (user.type !== "patient") {
    return (
      <Stack gap="md">
        {summary}
        <Alert color="yellow">{T.patientOnly}</Alert>
      </Stack>
    );
  }
  if (!user.idpharma) {
    return (
      <Stack gap="md">
        {summary}
        <Alert color="yellow">
          <Stack gap="sm" align="flex-start">
            <Text>{T.pharmacyMissing}</Text>
            <Button component={Link} to="/modal-select-pharm">
              {TEXTS.documents.choosePharmacy}
            </Button>
          </Stack>
        </Alert>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      {summary}
      <OrderForm user={user} idpharma={user.idpharma} formula={formula} />
    </Stack>
  );
}

interface OrderValues {
  firstname: string;
  lastname: string;
  email: string;
}

/** The order's form; the fields are checked by the shared schema the server uses. */
function OrderForm({
  user,
  idpharma,
  formula,
}: {
  user: PublicUser;
  idpharma: string;
  formula: Formula;
}) {
  const navigate = useNavigate();
  const pharmacy = useEstablishment(idpharma);
  const pharmacyName = pharmacy.data ? displayName(pharmacy.data) : "";
  const { register, handleSubmit, setError, formState } = useForm<OrderValues>({
    defaultValues: {
      firstname: user.firstName ?? "",
      lastname: user.lastName ?? "",
      email: user.email ?? "",
    },
  });
  const order = useOrderFormula((placed) => {
    notifySuccess(format(T.ordered, { name: placed.pharmacyName }));
    void navigate("/apoticare/commandes");
  });

  const submit = (values: OrderValues) => {
    const body = {
      idpharma,
      ...values,
      data: {
        age: formula.age ?? 0,
        goal: formula.goal ?? "",
        count: formula.actives.length,
        base: formula.base ?? "",
        actives: [...formula.actives],
      },
    };
    const checked = apoticareOrderCreateSchema.safeParse(body);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const field = issue.path[0];
        if (field === "firstname" || field === "lastname" || field === "email") {
          setError(field, { message: issue.message });
        }
      }
      return;
    }
    order.mutate(body);
  };

  const errors = formState.errors;
  return (
    <form onSubmit={handleSubmit(submit)} noValidate>
      <Stack gap="sm">
        <TextInput
          label={FIELDS.firstName}
          autoComplete="given-name"
          required
          error={errors.firstname?.message}
          {...register("firstname")}
        />
        <TextInput
          label={FIELDS.lastName}
          autoComplete="family-name"
          required
          error={errors.lastname?.message}
          {...register("lastname")}
        />
        <TextInput
          label={FIELDS.email}
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register("email")}
        />
        <Text data-testid="order-pharmacy">
          {format(T.orderTo, { name: pharmacyName })}{" "}
          <Anchor component={Link} to="/modal-select-pharm" underline="always">
            {T.changePharmacy}
          </Anchor>
        </Text>
        {order.isError && (
          <Alert color="red" role="alert">
            {failureText(order.error)}
          </Alert>
        )}
        <div>
          <Button type="submit" loading={order.isPending}>
            {T.order}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
