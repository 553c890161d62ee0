import type { InfluencerSheetRow } from '@tpp/contracts';

const PARTS = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** The Date column: 'Nov 21 2026' (MMM D YYYY); '' when it is not a date. */
export function formatSheetDate(timestamp: string): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return '';
  const part = (type: string) => PARTS.formatToParts(date).find((entry) => entry.type === type)?.value ?? '';
  return `${part('month')} ${part('day')} ${part('year')}`;
}

/** Where the Link column leads: the editor of the sheet's kind. */
export function sheetEditorPath(
  row: Pick<InfluencerSheetRow, 'id' | 'sheet_type' | 'casting_call_id'>,
): string {
  const id = encodeURIComponent(row.id);
  if (row.sheet_type === 'campaign') return `/campaign/${id}`;
  if (row.sheet_type === 'casting_call_response' && row.casting_call_id)
    return `/creator-call-response/${row.casting_call_id}`;
  return `/talent-sheet/${id}`;
}
