import { useId } from 'react';
import { ANALYTICS_SINCE_DAYS, type AnalyticsSinceDays } from '@tpp/contracts';

export const RANGE_LABELS: Record<AnalyticsSinceDays, string> = {
  all: 'All time',
  '7': 'Last 7 days',
  '30': 'Last 30 days',
};

export interface RangeControlsProps {
  sinceDays: AnalyticsSinceDays;
  onSinceDays: (value: AnalyticsSinceDays) => void;
  /** The 'Only my sheets' checkbox, when the page has it. */
  onlyUserSheets?: boolean;
  onOnlyUserSheets?: (value: boolean) => void;
  /** Says that a newer answer is on its way behind the one shown. */
  refreshing?: boolean;
}

/** The time range (All time, Last 7 days, Last 30 days) and, on the report, 'Only my sheets'. */
export function RangeControls(props: RangeControlsProps) {
  const { sinceDays, onSinceDays, onlyUserSheets, onOnlyUserSheets, refreshing } = props;
  const name = useId();
  return (
    <div className="tpp-stats-controls">
      <fieldset className="tpp-stats-range">
        <legend className="tpp-visually-hidden">Time range</legend>
        {ANALYTICS_SINCE_DAYS.map((value) => (
          <label key={value} className={value === sinceDays ? 'is-checked' : undefined}>
            <input
              type="radio"
              name={name}
              value={value}
              checked={value === sinceDays}
              onChange={() => onSinceDays(value)}
            />
            {RANGE_LABELS[value]}
          </label>
        ))}
      </fieldset>
      {onOnlyUserSheets ? (
        <label className="tpp-stats-check">
          <input
            type="checkbox"
            checked={Boolean(onlyUserSheets)}
            onChange={(event) => onOnlyUserSheets(event.target.checked)}
          />
          Only my sheets
        </label>
      ) : null}
      <span className="tpp-stats-controls__status" role="status">
        {refreshing ? 'Updating...' : ''}
      </span>
    </div>
  );
}
