import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { StatsTable, type StatsColumn } from './StatsTable';

interface Row {
  name: string;
  clicks: number;
}

const COLUMNS: StatsColumn<Row>[] = [
  { key: 'name', label: 'Creator', value: (row) => row.name },
  { key: 'clicks', label: 'Clicks', numeric: true, value: (row) => row.clicks },
];

const rows = (count: number): Row[] =>
  Array.from({ length: count }, (_, index) => ({ name: `Creator ${index + 1}`, clicks: index + 1 }));

function Table({ count }: { count: number }) {
  return (
    <StatsTable
      title="Profile clicks"
      columns={COLUMNS}
      rows={rows(count)}
      rowKey={(row) => row.name}
      initialSort={{ key: 'clicks', direction: 'descending' }}
      fileName="clicks"
      pageSize={5}
    />
  );
}

afterEach(cleanup);

const shownRows = () =>
  within(screen.getByRole('table', { name: 'Profile clicks' }))
    .getAllByRole('row')
    .slice(1);

describe('StatsTable', () => {
  it('shows the first rows of the sorted order and the rest on Show All', () => {
    render(<Table count={7} />);
    expect(shownRows()).toHaveLength(5);
    expect(shownRows()[0]!.textContent).toBe('Creator 77');
    fireEvent.click(screen.getByRole('button', { name: 'Show All 7' }));
    expect(shownRows()).toHaveLength(7);
    expect(screen.queryByRole('button', { name: /Show All/ })).toBeNull();
  });

  it('needs no Show All when every row fits', () => {
    render(<Table count={5} />);
    expect(shownRows()).toHaveLength(5);
    expect(screen.queryByRole('button', { name: /Show All/ })).toBeNull();
  });

  it('sorts the whole set, not only the rows shown', () => {
    render(<Table count={7} />);
    fireEvent.click(within(screen.getByRole('columnheader', { name: /Clicks/ })).getByRole('button'));
    expect(shownRows()[0]!.textContent).toBe('Creator 11');
  });
});
