import { Link } from 'wouter';
import type { CollectionSummary } from '@tpp/contracts';
import { Button } from '@tpp/ui';
import { sheetsPreview } from './collectionRules';
import { formatShortDate } from '../../components/formatDates';

export interface CollectionsTableProps {
  collections: readonly CollectionSummary[];
  onDelete: (collection: CollectionSummary) => void;
}

/** Title, the first 3 included sheets, sheet count, last update and Delete per collection. */
export function CollectionsTable({ collections, onDelete }: CollectionsTableProps) {
  return (
    <div className="tpp-table-wrap">
      <table className="tpp-table tpp-collections-table">
        <thead>
          <tr>
            <th scope="col">Title</th>
            <th scope="col">Sheets</th>
            <th scope="col" className="tpp-table__number">
              Sheet count
            </th>
            <th scope="col">Updated</th>
            <th scope="col">
              <span className="tpp-visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
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
        </tbody>
      </table>
    </div>
  );
}
