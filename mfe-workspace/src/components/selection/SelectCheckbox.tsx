import type { RowSelection } from './useRowSelection';

/** A row's checkbox: the click (not the change) carries Shift for a range; Space clicks it too. */
export function RowCheckbox<T>({
  row,
  rows,
  selection,
  label,
}: {
  row: T;
  /** The rows shown, in order (a shift-click range runs over them). */
  rows: readonly T[];
  selection: RowSelection<T>;
  /** 'Select Ada Lovelace'. */
  label: string;
}) {
  return (
    <input
      type="checkbox"
      className="tpp-select-box"
      checked={selection.isSelected(row)}
      readOnly
      aria-label={label}
      onClick={(event) => selection.click(row, event.currentTarget.checked, event.shiftKey, rows)}
    />
  );
}

/** The header's Select all: every row shown on or off; mixed when only some are selected. */
export function SelectAllCheckbox<T>({
  rows,
  selection,
}: {
  rows: readonly T[];
  selection: RowSelection<T>;
}) {
  const count = rows.filter((row) => selection.isSelected(row)).length;
  const all = rows.length > 0 && count === rows.length;
  return (
    <input
      type="checkbox"
      className="tpp-select-box"
      aria-label="Select all"
      checked={all}
      ref={(box) => {
        if (box) box.indeterminate = count > 0 && !all;
      }}
      onChange={(event) => selection.setAll(rows, event.target.checked)}
    />
  );
}
