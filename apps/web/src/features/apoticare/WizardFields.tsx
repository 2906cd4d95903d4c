import { Checkbox, Group, NumberInput, Radio, Stack, Text } from "@mantine/core";
import {
  format,
  formatCents,
  formulaPrice,
  incompatiblePair,
  MAX_ACTIVES,
  MAX_AGE,
  MIN_AGE,
  TEXTS,
  type ActiveCount,
  type ApoticareIngredient,
  type ApoticareReference,
} from "@reseau/shared";
import { useState } from "react";
import type { ChoiceChange, Formula, RawChoices } from "./choices";

const T = TEXTS.apoticare;

/** What every field of the wizard receives: the reference, the choices and how to change them. */
export interface FieldProps {
  reference: ApoticareReference;
  choices: RawChoices;
  formula: Formula;
  onChange: (change: ChoiceChange) => void;
  /** The refusal to show under the field (after « Suivant »), or null. */
  error?: string | null;
}

/** A base's or an active's name beside its picture (decorative: the name says it all). */
function IngredientLabel({ ingredient }: { ingredient: ApoticareIngredient }) {
  return (
    <Group gap="xs" wrap="nowrap" component="span">
      <img src={ingredient.image} alt="" width={28} height={28} loading="lazy" />
      {ingredient.name}
    </Group>
  );
}

/** « Votre âge »: a whole number of years, 20 unless changed (001 §5). */
export function AgeField({ choices, onChange, error }: FieldProps) {
  return (
    <NumberInput
      label={T.ageLabel}
      rightSection={<Text size="sm">{T.ageUnit}</Text>}
      rightSectionWidth={48}
      min={MIN_AGE}
      max={MAX_AGE}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="none"
      maw={220}
      value={choices.age}
      onChange={(value) => onChange({ age: String(value) })}
      error={error}
    />
  );
}

/** The care goal: a radio group of the reference's 11 goals (arrow keys move between them). */
export function GoalField({ reference, formula, onChange, error }: FieldProps) {
  return (
    <Radio.Group
      label={T.goalLabel}
      value={formula.goal ?? ""}
      onChange={(goal) => onChange({ goal })}
      error={error}
    >
      <Stack gap="xs" mt="xs">
        {reference.goals.map((goal) => (
          <Radio key={goal.id} value={goal.id} label={goal.name} description={goal.detail} />
        ))}
      </Stack>
    </Radio.Group>
  );
}

/** The number of actives, 1 to 3, each with its price (001 §9). */
export function CountField({ formula, onChange }: FieldProps) {
  return (
    <Radio.Group
      label={T.countLabel}
      value={String(formula.count)}
      onChange={(count) => onChange({ count: Number(count) as ActiveCount })}
    >
      <Stack gap="xs" mt="xs">
        {([1, 2, 3] as const).map((count) => (
          <Radio
            key={count}
            value={String(count)}
            label={format(T.countChoice, { count, price: formatCents(formulaPrice(count)) })}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}

/** The base cream: a radio group of the 7 bases, the goal's recommendation said and pre-chosen. */
export function BaseField({ reference, formula, onChange, error }: FieldProps) {
  const recommended = reference.goals.find((goal) => goal.id === formula.goal)?.base;
  return (
    <Radio.Group
      label={T.baseLabel}
      value={formula.base ?? ""}
      onChange={(base) => onChange({ base })}
      error={error}
    >
      <Stack gap="xs" mt="xs">
        {reference.bases.map((base) => (
          <Radio
            key={base.id}
            value={base.id}
            label={<IngredientLabel ingredient={base} />}
            description={
              base.id === recommended ? `${base.detail} — ${T.recommended}` : base.detail
            }
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}

/**
 * The 16 actives as checkboxes, the goal's recommendation checked; a fourth is refused (issue 22
 * §2), an incompatible pair said at once (the server refuses it too).
 */
export function ActivesField({ reference, formula, onChange, error }: FieldProps) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const pair = incompatiblePair(formula.actives);
  const nameOf = (id: string) => reference.actives.find((active) => active.id === id)?.name ?? id;
  const warning = pair
    ? format(T.incompatible, { first: nameOf(pair[0]), second: nameOf(pair[1]) })
    : null;
  return (
    <Stack gap="xs">
      <Checkbox.Group
        label={T.activesLabel}
        description={T.activesHint}
        value={[...formula.actives]}
        onChange={(values) => {
          if (values.length > MAX_ACTIVES) {
            setRefusal(T.tooMany);
            return;
          }
          setRefusal(null);
          onChange({ actives: values });
        }}
        error={refusal ?? warning ?? error}
      >
        <Stack gap="xs" mt="xs">
          {reference.actives.map((active) => (
            <Checkbox
              key={active.id}
              value={active.id}
              label={<IngredientLabel ingredient={active} />}
              description={active.detail}
            />
          ))}
        </Stack>
      </Checkbox.Group>
      <Text size="sm" c="dimmed" aria-live="polite">
        {format(T.activesChosen, { count: formula.actives.length })}
      </Text>
    </Stack>
  );
}
