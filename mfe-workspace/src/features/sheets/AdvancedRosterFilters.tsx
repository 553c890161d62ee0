import { useId, type ReactNode } from 'react';
import { SHEET_LIMITS } from '@tpp/contracts';
import { Button } from '@tpp/ui';
import { formatCount, PLATFORM_LABELS } from '../../components/rosterRules';
import {
  AVG_VIEWS_OPTIONS,
  ENGAGEMENT_RATE_OPTIONS,
  FOLLOWER_OPTIONS,
  followerOptionDisabled,
  hasAdvancedFilters,
  PLATFORM_OPTIONS,
  TALENT_GENDER_OPTIONS,
  US_AUDIENCE_SHARE_OPTIONS,
  type AdvancedRosterFilterValues,
  type EditorPageSize,
} from './sheetRules';
import { Options } from '../../components/Options';

export interface AdvancedRosterFiltersProps {
  filters: AdvancedRosterFilterValues;
  limit: EditorPageSize;
  onChange: (filters: AdvancedRosterFilterValues) => void;
  onLimit: (limit: EditorPageSize) => void;
  onClear: () => void;
}

const numberOrNull = (value: string) => (value === '' ? null : Number(value));

/**
 * The Available Roster's advanced filters (on the primary account): Platform, Followers from / to,
 * Engagement Rate, US Audience Share and Average Views minimums, Creator Gender, and Clear Filters.
 * The Available Roster then shows these metrics as columns.
 */
export function AdvancedRosterFilters({
  filters,
  limit,
  onChange,
  onLimit,
  onClear,
}: AdvancedRosterFiltersProps) {
  const id = useId();
  const set = (patch: Partial<AdvancedRosterFilterValues>) => onChange({ ...filters, ...patch });
  const field = (name: string, label: string, control: ReactNode) => (
    <div className="tpp-field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      {control}
    </div>
  );
  return (
    <div className="tpp-advanced-filters" role="search" aria-label="Advanced roster filters">
      {field(
        'platform',
        'Platform',
        <select
          id={`${id}-platform`}
          value={filters.platform}
          onChange={(event) =>
            set({ platform: event.target.value as AdvancedRosterFilterValues['platform'] })
          }
        >
          <option value="">Any</option>
          <Options values={PLATFORM_OPTIONS} label={(platform) => PLATFORM_LABELS[platform] ?? platform} />
        </select>,
      )}
      {field(
        'followers-min',
        'Followers from',
        <select
          id={`${id}-followers-min`}
          value={filters.followersMin ?? ''}
          onChange={(event) => set({ followersMin: numberOrNull(event.target.value) })}
        >
          <option value="">Any</option>
          <Options
            values={FOLLOWER_OPTIONS}
            label={formatCount}
            disabled={(value) => followerOptionDisabled('min', value, filters)}
          />
        </select>,
      )}
      {field(
        'followers-max',
        'Followers to',
        <select
          id={`${id}-followers-max`}
          value={filters.followersMax ?? ''}
          onChange={(event) => set({ followersMax: numberOrNull(event.target.value) })}
        >
          <option value="">Any</option>
          <Options
            values={FOLLOWER_OPTIONS}
            label={formatCount}
            disabled={(value) => followerOptionDisabled('max', value, filters)}
          />
        </select>,
      )}
      {field(
        'engagement',
        'Engagement Rate',
        <select
          id={`${id}-engagement`}
          value={filters.engagementRateMin ?? ''}
          onChange={(event) => set({ engagementRateMin: numberOrNull(event.target.value) })}
        >
          <option value="">Any</option>
          <Options values={ENGAGEMENT_RATE_OPTIONS} label={(value) => `${value}%+`} />
        </select>,
      )}
      {field(
        'us-share',
        'US Audience Share',
        <select
          id={`${id}-us-share`}
          value={filters.usAudienceShareMin ?? ''}
          onChange={(event) => set({ usAudienceShareMin: numberOrNull(event.target.value) })}
        >
          <option value="">Any</option>
          <Options values={US_AUDIENCE_SHARE_OPTIONS} label={(value) => `${value}%+`} />
        </select>,
      )}
      {field(
        'avg-views',
        'Average Views',
        <select
          id={`${id}-avg-views`}
          value={filters.avgViewsMin ?? ''}
          onChange={(event) => set({ avgViewsMin: numberOrNull(event.target.value) })}
        >
          <option value="">Any</option>
          <Options values={AVG_VIEWS_OPTIONS} label={(value) => `${formatCount(value)}+`} />
        </select>,
      )}
      {field(
        'gender',
        'Creator Gender',
        <select
          id={`${id}-gender`}
          value={filters.gender}
          onChange={(event) => set({ gender: event.target.value as AdvancedRosterFilterValues['gender'] })}
        >
          <option value="">Any</option>
          {TALENT_GENDER_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>,
      )}
      {field(
        'limit',
        'Per page',
        <select
          id={`${id}-limit`}
          value={limit}
          onChange={(event) => onLimit(Number(event.target.value) as EditorPageSize)}
        >
          <Options values={SHEET_LIMITS.editorRosterPageSizes} />
        </select>,
      )}
      <div className="tpp-advanced-filters__clear">
        <Button variant="secondary" disabled={!hasAdvancedFilters(filters)} onClick={onClear}>
          Clear Filters
        </Button>
      </div>
    </div>
  );
}
