import { DataTable } from '../../components/DataTable';

const ROWS = 8;

/** The roster's first load: the table's frame with placeholder rows instead of a bare spinner. */
export function RosterSkeleton() {
  return (
    <div className="tpp-roster-skeleton" role="status">
      <span className="tpp-visually-hidden">Loading the roster...</span>
      <DataTable
        className="tpp-roster-table tpp-table--stacks"
        busy
        columns={[
          { key: 'talent', label: 'Creator' },
          { key: 'platform', label: 'Platform' },
          { key: 'followers', label: 'Followers', numeric: true },
          { key: 'engagement', label: 'Engagement Rate', numeric: true },
          { key: 'views', label: 'Average Views', numeric: true },
          { key: 'tags', label: 'Tags' },
        ]}
      >
        {Array.from({ length: ROWS }, (_, index) => (
          <tr key={index} aria-hidden="true">
            <td>
              <span className="tpp-skeleton-talent">
                <span className="tpp-skeleton tpp-skeleton--avatar" />
                <span className="tpp-skeleton" style={{ width: `${7 + (index % 3) * 2}rem` }} />
              </span>
            </td>
            <td>
              <span className="tpp-skeleton" style={{ width: '1.25rem' }} />
            </td>
            <td className="tpp-table__number">
              <span className="tpp-skeleton" style={{ width: '3rem' }} />
            </td>
            <td className="tpp-table__number">
              <span className="tpp-skeleton" style={{ width: '3rem' }} />
            </td>
            <td className="tpp-table__number">
              <span className="tpp-skeleton" style={{ width: '3rem' }} />
            </td>
            <td>
              <span className="tpp-skeleton" style={{ width: `${12 + (index % 4) * 3}rem` }} />
            </td>
          </tr>
        ))}
      </DataTable>
    </div>
  );
}
