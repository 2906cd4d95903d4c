import { Alert, Button, Center, Group, List, Loader, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { COMMON_TEXTS, format, formatCents, formulaPrice, TEXTS } from "@reseau/shared";
import { useQuery } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { Link, Navigate, useNavigate, useParams, useSearchParams } from "react-router";
import { failureText } from "../../api/errors";
import { PageTitle } from "../../components/PageTitle";
import { NotFoundPage } from "../shell/ShellPages";
import { useSession } from "../session/session";
import {
  changeChoices,
  DESKTOP_STEPS,
  fieldReady,
  firstMissingStep,
  flowOf,
  formulaOf,
  isWizardStep,
  PHONE_STEPS,
  readChoices,
  STEP_FIELDS,
  type ChoiceChange,
  type ChoiceField,
  type WizardStep,
} from "./choices";
import { ApoticareOrdersPage } from "./OrdersPage";
import { OrderStep } from "./OrderStep";
import { Summary } from "./Summary";
import { referenceQuery } from "./queries";
import {
  ActivesField,
  AgeField,
  BaseField,
  CountField,
  GoalField,
  type FieldProps,
} from "./WizardFields";

const T = TEXTS.apoticare;

/** The phone's flow below Mantine's `sm` breakpoint (576 px, 001 §2 and `theme.ts`). */
function usePhone(): boolean {
  return !useMediaQuery("(min-width: 576px)", false, { getInitialValueInEffect: false });
}

/**
 * `/apoticare` (issue 22 §2): a pharmacy goes to its received orders, anyone else to the
 * wizard's first step for the device (the phone's `page-step1-start`, else `start`).
 */
export function ApoticareIndex() {
  const phone = usePhone();
  const session = useSession();
  if (session.isPending) return <Loading />;
  if (session.data?.type === "pharmacy") return <Navigate to="/apoticare/commandes" replace />;
  return <Navigate to={`/apoticare/${phone ? PHONE_STEPS[0] : DESKTOP_STEPS[0]}`} replace />;
}

/**
 * `/apoticare/:step`: one of the wizard's steps (`DESKTOP_STEPS`, `PHONE_STEPS`), or
 * `commandes` (the orders: a patient's placed, a pharmacy's received); any other step is
 * « Page introuvable ».
 */
export function ApoticareStepPage() {
  const { step = "" } = useParams();
  if (step === "commandes") return <ApoticareOrdersPage />;
  if (!isWizardStep(step)) return <NotFoundPage />;
  return <Wizard step={step} />;
}

function Loading() {
  return (
    <Center py="xl">
      <Loader aria-label={COMMON_TEXTS.actions.loading} />
    </Center>
  );
}

/** The step `step`: its h1, its fields, and « Précédent » / « Suivant » (each a history entry). */
function Wizard({ step }: { step: WizardStep }) {
  const phone = usePhone();
  const reference = useQuery(referenceQuery);
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<Partial<Record<ChoiceField, string>>>({});
  const flow = flowOf(step, phone);
  const index = flow.indexOf(step);
  const hrefOf = (to: WizardStep) => ({ pathname: `/apoticare/${to}`, search: params.toString() });

  const frame = (body: ReactNode, next?: () => void, nextLabel: string = T.next) => (
    <Stack gap="md" maw={760} mx="auto" py="lg" px={{ base: "xs", sm: 0 }}>
      <PageTitle>{T.steps[step]}</PageTitle>
      <Text size="sm" c="dimmed">
        {format(T.stepOf, { step: index + 1, total: flow.length })}
      </Text>
      {body}
      <Group justify="space-between">
        {index > 0 ? (
          <Button component={Link} to={hrefOf(flow[index - 1]!)} variant="default">
            {T.previous}
          </Button>
        ) : (
          <span />
        )}
        {next && <Button onClick={next}>{nextLabel}</Button>}
      </Group>
    </Stack>
  );

  if (reference.isPending) return frame(<Loading />);
  if (reference.isError) {
    return frame(
      <Alert color="red" role="alert">
        {failureText(reference.error)}
      </Alert>,
    );
  }
  const ref = reference.data;
  const choices = readChoices(params);
  const formula = formulaOf(choices, ref);
  const change = (changed: ChoiceChange) => {
    setErrors({});
    setParams(changeChoices(params, changed), { replace: true });
  };
  const goNext = () => {
    const refused = Object.fromEntries(
      STEP_FIELDS[step]
        .filter((field) => !fieldReady(formula, field))
        .map((field) => [field, refusalOf(field)]),
    );
    setErrors(refused);
    if (Object.keys(refused).length === 0) void navigate(hrefOf(flow[index + 1]!));
  };

  const missing = firstMissingStep(formula, flow, step);
  if (missing) {
    return frame(
      <Alert color="yellow" role="status">
        <Stack gap="sm" align="flex-start">
          <Text>{T.missingChoice}</Text>
          <Button component={Link} to={hrefOf(missing)}>
            {T.resumeAt} : {T.steps[missing]}
          </Button>
        </Stack>
      </Alert>,
    );
  }

  const field: FieldProps = { reference: ref, choices, formula, onChange: change };
  switch (step) {
    case "start":
    case "page-step1-start":
      return frame(<Intro />, goNext, T.begin);
    case "params":
      return frame(<AgeField {...field} error={errors.age} />, goNext);
    case "page-step2-age":
      return frame(
        <Stack gap="lg">
          <AgeField {...field} error={errors.age} />
          <GoalField {...field} error={errors.goal} />
        </Stack>,
        goNext,
      );
    case "formule":
      return frame(
        <Stack gap="lg">
          <GoalField {...field} error={errors.goal} />
          <CountField {...field} />
        </Stack>,
        goNext,
      );
    case "base":
    case "page-step3-base":
      return frame(<BaseField {...field} error={errors.base} />, goNext);
    case "actifs":
      return frame(<ActivesField {...field} error={errors.actives} />, goNext);
    case "page-step4-actif":
      return frame(
        <Stack gap="lg">
          <CountField {...field} />
          <ActivesField {...field} error={errors.actives} />
        </Stack>,
        goNext,
      );
    case "resume":
    case "page-step5-type":
      return frame(<Summary reference={ref} formula={formula} />, goNext);
    case "commande":
      return frame(<OrderStep reference={ref} formula={formula} />);
  }
}

/** The French refusal of a field not ready. */
function refusalOf(field: ChoiceField): string {
  switch (field) {
    case "age":
      return T.ageInvalid;
    case "goal":
      return T.goalUnknown;
    case "base":
      return T.baseUnknown;
    case "actives":
      return T.countInvalid;
  }
}

/** The first step: what the wizard does, and its three prices (001 §9). */
function Intro() {
  return (
    <Stack gap="sm">
      <Text>{T.intro}</Text>
      <List>
        {([1, 2, 3] as const).map((count) => (
          <List.Item key={count}>
            {format(T.priceLine, { count, price: formatCents(formulaPrice(count)) })}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
