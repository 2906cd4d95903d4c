import { Box } from "@mantine/core";
import { barState, RESULT_BAR_STEPS, type LabResultDto } from "@reseau/shared";
import { barLabelOf } from "./format";

/** Cells 0 to 21: the 20 steps between the norms, and one out-of-range cell on each side. */
const CELLS = Array.from({ length: RESULT_BAR_STEPS + 2 }, (_v, i) => i);

/**
 * The lab result bar (001 §4): 20 steps between the lower and upper norm, an out-of-range cell on
 * each side; the result's cell is filled, green in range, red out of it. One image for assistive
 * technology, named by the value and its range (issue 18 §4: « Glycémie : 1,05 g/l, valeurs
 * normales de 0,7 à 1,1 g/l »), never by its cells' position.
 */
export function ResultBar({ result }: { result: LabResultDto & { bar: number } }) {
  const position = result.bar;
  const state = barState(position);
  const filled = state === "in" ? "var(--mantine-color-green-8)" : "var(--mantine-color-red-8)";
  return (
    <Box
      role="img"
      aria-label={barLabelOf(result)}
      data-position={position}
      data-state={state}
      style={{
        display: "grid",
        gridTemplateColumns: `repeat(${CELLS.length}, 1fr)`,
        gap: 2,
        width: "100%",
        minWidth: 132,
        maxWidth: 240,
        height: 14,
      }}
    >
      {CELLS.map((cell) => {
        const outside = cell === 0 || cell === RESULT_BAR_STEPS + 1;
        const background =
          cell === position
            ? filled
            : outside
              ? "var(--mantine-color-red-1)"
              : "var(--mantine-color-green-1)";
        return (
          <span
            key={cell}
            style={{
              background,
              borderRadius: 2,
              outline: cell === position ? "1px solid var(--mantine-color-dark-7)" : undefined,
            }}
          />
        );
      })}
    </Box>
  );
}
