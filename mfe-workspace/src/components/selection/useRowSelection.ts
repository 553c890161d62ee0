import { useCallback, useMemo, useRef, useState } from 'react';
import { idRange } from './selectionRules';

export interface RowSelection<T> {
  /** The selected rows, in the order they were selected (kept across pages). */
  selected: readonly T[];
  isSelected: (row: T) => boolean;
  /**
   * A click on a row's checkbox: `range` (Shift held) turns every row of `rows` from the last
   * clicked one to this one on or off, as this box now is.
   */
  click: (row: T, on: boolean, range: boolean, rows: readonly T[]) => void;
  /** Select all: turns every row of `rows` (the page shown) on or off. */
  setAll: (rows: readonly T[], on: boolean) => void;
  clear: () => void;
  /** The list read again: selected rows take their new data (their tags after tagging). */
  refresh: (rows: readonly T[]) => void;
}

/**
 * The selection of a list whose rows are `T` with a numeric key: rows stay selected while the
 * list pages or filters (the selection bar says how many), until cleared.
 */
export function useRowSelection<T>(keyOf: (row: T) => number): RowSelection<T> {
  const [chosen, setChosen] = useState<ReadonlyMap<number, T>>(new Map());
  const anchor = useRef<number | null>(null);
  const keyRef = useRef(keyOf);
  keyRef.current = keyOf;

  const apply = useCallback((rows: readonly T[], on: boolean) => {
    setChosen((current) => {
      const next = new Map(current);
      for (const row of rows) {
        const key = keyRef.current(row);
        if (on) next.set(key, row);
        else next.delete(key);
      }
      return next;
    });
  }, []);

  const click = useCallback(
    (row: T, on: boolean, range: boolean, rows: readonly T[]) => {
      const key = keyRef.current(row);
      const order = rows.map((one) => keyRef.current(one));
      const keys = new Set(range ? idRange(order, anchor.current, key) : [key]);
      anchor.current = key;
      apply(range ? rows.filter((one) => keys.has(keyRef.current(one))) : [row], on);
    },
    [apply],
  );
  const setAll = useCallback(
    (rows: readonly T[], on: boolean) => {
      anchor.current = null;
      apply(rows, on);
    },
    [apply],
  );
  const clear = useCallback(() => {
    anchor.current = null;
    setChosen(new Map());
  }, []);
  const refresh = useCallback((rows: readonly T[]) => {
    setChosen((current) => {
      let next: Map<number, T> | null = null;
      for (const row of rows) {
        const key = keyRef.current(row);
        if (current.has(key) && current.get(key) !== row) (next ??= new Map(current)).set(key, row);
      }
      return next ?? current;
    });
  }, []);
  const selected = useMemo(() => [...chosen.values()], [chosen]);
  const isSelected = useCallback((row: T) => chosen.has(keyRef.current(row)), [chosen]);
  return { selected, isSelected, click, setAll, clear, refresh };
}
