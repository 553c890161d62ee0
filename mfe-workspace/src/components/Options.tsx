import type { ReactNode } from 'react';

export interface OptionsProps<T extends string | number> {
  values: readonly T[];
  /** An option's text (default: its value). */
  label?: (value: T) => ReactNode;
  /** Options that cannot be chosen (e.g. a 'from' above the chosen 'to'). */
  disabled?: (value: T) => boolean;
}

/** The `<option>`s of a drop-down, one per value (its key too), in the given order. */
export function Options<T extends string | number>({ values, label = String, disabled }: OptionsProps<T>) {
  return values.map((value) => (
    <option key={value} value={value} disabled={disabled?.(value)}>
      {label(value)}
    </option>
  ));
}
