import type { ReactNode } from 'react';
import type { RateCardRow } from '@tpp/contracts';
import { platformLabel } from './format.js';

export interface RateCardTableProps {
  rows: RateCardRow[] | null;
  actions?: ReactNode;
}

/** The creator's rate card (platform, description, rate); nothing when there is none. */
export function RateCardTable({ rows, actions }: RateCardTableProps) {
  if (!rows || rows.length === 0) {
    return actions ? (
      <section className="pf-section pf-rates">
        <header className="pf-section__head">
          <h2 className="pf-section__title">Rate Card</h2>
          {actions}
        </header>
      </section>
    ) : null;
  }
  return (
    <section className="pf-section pf-rates" aria-label="Rate Card">
      <header className="pf-section__head">
        <h2 className="pf-section__title">Rate Card</h2>
        {actions}
      </header>
      <table className="pf-rates__table">
        <thead>
          <tr>
            <th scope="col">Platform</th>
            <th scope="col">Description</th>
            <th scope="col">Rate</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              <td>{row.platform === 'other' ? 'Other' : platformLabel(row.platform)}</td>
              <td>{row.description}</td>
              <td className="pf-rates__rate">{row.rate}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
