import type { ReactNode } from 'react';
import type { RateCardRow } from '@tpp/contracts';
import { TableHead } from '@tpp/ui';
import { platformLabel } from './format.js';
import { ProfileSection } from './ProfileSection.js';

export interface RateCardTableProps {
  rows: RateCardRow[] | null;
  actions?: ReactNode;
}

/** The creator's rate card (platform, description, rate); nothing when there is none. */
export function RateCardTable({ rows, actions }: RateCardTableProps) {
  if (!rows || rows.length === 0) {
    return actions ? <ProfileSection className="pf-rates" title="Rate Card" actions={actions} /> : null;
  }
  return (
    <ProfileSection className="pf-rates" title="Rate Card" label="Rate Card" actions={actions}>
      <table className="pf-rates__table">
        <TableHead columns={['Platform', 'Description', 'Rate']} />
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
    </ProfileSection>
  );
}
