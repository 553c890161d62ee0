import type { ReactNode } from 'react';

export interface TableHeadProps {
  /** The column headings, in order; a falsy entry is a column not shown (false, null). */
  columns: ReactNode[];
}

/** A table's header row: one `<th scope="col">` per column. */
export function TableHead({ columns }: TableHeadProps) {
  return (
    <thead>
      <tr>
        {columns.filter(Boolean).map((column, index) => (
          <th key={index} scope="col">
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
