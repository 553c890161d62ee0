import { Link } from 'wouter';
import type { CollectionSummary } from '@tpp/contracts';
import { Button } from '@tpp/ui';
import { DataTable } from '../../components/DataTable';
import { sheetsPreview } from './collectionRules';
import { formatShortDate } from '../../components/formatDates';

export interface CollectionsTableProps {
  collections: readonly CollectionSummary[];
  onDelete: (collection: CollectionSummary) => void;
}

/** Title, the first 3 included sheets, sheet count, last update and Delete per collection. */
export function CollectionsTable({ collections, onDelete }: CollectionsTableProps) {
  return (
    <DataTable
      className="tpp-collections-table"
      columns={[
        { key: 'title', label: 'Title' },
        { key: 'sheets', label: 'Sheets' },
        { key: 'count', label: 'Sheet count', numeric: true },
        { key: 'updated', label: 'Updated' },
        { key: 'actions', label: 'Actions', hiddenLabel: true },
      ]}
    >
      {collections.map((collection) => {
        const { shown, more } = sheetsPreview(collection.sheets, collection.sheet_count);
        return (
          <tr key={collection.id}>
            <td>
              <Link href={`/collection/${encodeURIComponent(collection.id)}`} className="tpp-strong-link">
                {collection.title}
              </Link>
            </td>
            <td data-label="Sheets">
              {shown.length === 0 ? (
                <span className="tpp-muted">No sheets</span>
              ) : (
                <ul className="tpp-inline-list">
                  {shown.map((sheet) => (
                    <li key={sheet.id}>{sheet.title}</li>
                  ))}
                  {more > 0 ? <li className="tpp-muted">+{more} more</li> : null}
                </ul>
              )}
            </td>
            <td data-label="Sheet count" className="tpp-table__number">
              {collection.sheet_count}
            </td>
            <td data-label="Updated">{formatShortDate(collection.updated_at)}</td>
            <td>
              <Button
                variant="secondary"
                className="tpp-button--quiet-danger"
                aria-label={`Delete ${collection.title}`}
                onClick={() => onDelete(collection)}
              >
                Delete
              </Button>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
