import { NumberInput, Radio, Stack } from "@mantine/core";
import { RENEWAL_INTERVALS, RENEWAL_LIMITS, TEXTS } from "@reseau/shared";
import { useState } from "react";

const OTHER = "other";

/** Props of `IntervalField`: the days between two renewals, as the form holds them. */
export interface IntervalFieldProps {
  value: number | undefined;
  onChange: (step: number | undefined) => void;
  onBlur?: () => void;
  error?: string;
}

/**
 * The interval of the renewal process in plain words (issue 18 §4): « tous les mois », « tous les
 * 3 mois », or « un autre nombre de jours », which shows a labelled number field (7–92). The
 * form keeps the number of days (`step`).
 */
export function IntervalField({ value, onChange, onBlur, error }: IntervalFieldProps) {
  const named = Object.values(RENEWAL_INTERVALS) as number[];
  const [choice, setChoice] = useState(
    value !== undefined && named.includes(value) ? String(value) : OTHER,
  );
  return (
    <Stack gap="xs">
      <Radio.Group
        label={TEXTS.renewals.intervalLabel}
        required
        value={choice}
        onChange={(next) => {
          setChoice(next);
          if (next !== OTHER) onChange(Number(next));
        }}
        error={choice === OTHER ? undefined : error}
        data-testid="renew-interval"
      >
        <Stack gap={6} mt={6}>
          <Radio
            value={String(RENEWAL_INTERVALS.monthly)}
            label={TEXTS.renewals.intervals.monthly}
          />
          <Radio
            value={String(RENEWAL_INTERVALS.quarterly)}
            label={TEXTS.renewals.intervals.quarterly}
          />
          <Radio value={OTHER} label={TEXTS.renewals.intervalOther} />
        </Stack>
      </Radio.Group>
      {choice === OTHER && (
        <NumberInput
          label={TEXTS.renewals.stepLabel}
          required
          min={RENEWAL_LIMITS.minStep}
          max={RENEWAL_LIMITS.maxStep}
          allowDecimal={false}
          inputMode="numeric"
          error={error}
          value={value ?? ""}
          onChange={(next) => onChange(next === "" ? undefined : Number(next))}
          onBlur={onBlur}
          data-testid="renew-step"
        />
      )}
    </Stack>
  );
}
