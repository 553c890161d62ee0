import { useId, type ReactNode } from 'react';
import { DIRECTORY_FILTER_OPTIONS, SOCIAL_PLATFORMS, type DirectoryGender } from '@tpp/contracts';
import { formatCount, PLATFORM_LABELS } from '../../components/rosterRules';
import { rangeOptionDisabled, type DirectoryFilters } from './directoryFilters';
import { Options } from '../Options';

export interface DirectoryChoosersProps {
  filters: DirectoryFilters;
  onChange: (patch: Partial<DirectoryFilters>) => void;
}

const O = DIRECTORY_FILTER_OPTIONS;
const numberOrNull = (value: string) => (value === '' ? null : Number(value));
const percent = (value: number) => `${value}%+`;
const GENDER_LABELS: Record<DirectoryGender, string> = { male: 'Male', female: 'Female' };

interface ChoiceProps {
  id: string;
  /** The select's accessible name ('Followers from'). */
  label: string;
  /** What shows above it inside its group ('From'). */
  short: string;
  value: number | null;
  options: readonly number[];
  format: (value: number) => string;
  onChange: (value: number | null) => void;
  disabled?: (value: number) => boolean;
  anyLabel?: string;
}

/** One select of numbers with 'Any' first; options that would make an impossible range are disabled. */
function NumberChoice({
  id,
  label,
  value,
  options,
  format,
  onChange,
  disabled,
  anyLabel = 'Any',
  short,
}: ChoiceProps) {
  return (
    <div className="tpp-field">
      <label htmlFor={id}>{short}</label>
      <select
        id={id}
        aria-label={label}
        value={value ?? ''}
        onChange={(event) => onChange(numberOrNull(event.target.value))}
      >
        <option value="">{anyLabel}</option>
        <Options values={options} label={format} disabled={disabled} />
      </select>
    </div>
  );
}

function Group({ legend, wide, children }: { legend: string; wide?: boolean; children: ReactNode }) {
  return (
    <fieldset className={`tpp-directory-chooser${wide ? ' tpp-directory-chooser--wide' : ''}`}>
      <legend>{legend}</legend>
      <div className="tpp-directory-chooser__fields">{children}</div>
    </fieldset>
  );
}

type RangeKey = 'followers' | 'audienceAge' | 'avgViews' | 'age';

/** Each range filter: its name in the selects' labels, its from and to options, how they show. */
const RANGES: Record<
  RangeKey,
  { label: string; from: readonly number[]; to: readonly number[]; format: (value: number) => string }
> = {
  followers: { label: 'Followers', from: O.followers, to: O.followers, format: formatCount },
  audienceAge: { label: 'Audience Age', from: O.audienceAgeFrom, to: O.audienceAgeTo, format: String },
  avgViews: { label: 'Average Views', from: O.averageViews, to: O.averageViews, format: formatCount },
  age: { label: 'Creator Age', from: O.talentAgeFrom, to: O.talentAgeTo, format: String },
};

type MinimumKey = 'usAudienceShareMin' | 'minAgeShare' | 'engagementRateMin';

/** Each minimum-share filter (a percentage and up): its select's id, label, short label and options. */
const MINIMUMS: Record<MinimumKey, { id: string; label: string; short: string; options: readonly number[] }> =
  {
    usAudienceShareMin: {
      id: 'us-share',
      label: 'US Audience Share minimum',
      short: 'Minimum',
      options: O.usAudienceShareMinimum,
    },
    minAgeShare: { id: 'age-share', label: 'Minimum Age Share', short: 'Share', options: O.minimumAgeShare },
    engagementRateMin: {
      id: 'engagement',
      label: 'Engagement Rate minimum',
      short: 'Minimum',
      options: O.engagementMinimum,
    },
  };

type ChooserProps<K> = { id: string; name: K } & DirectoryChoosersProps;

/** One minimum-share filter. */
function MinimumChoice({ id, name, filters, onChange }: ChooserProps<MinimumKey>) {
  const { id: suffix, ...choice } = MINIMUMS[name];
  return (
    <NumberChoice
      id={`${id}-${suffix}`}
      {...choice}
      value={filters[name]}
      format={percent}
      onChange={(value) => onChange({ [name]: value })}
    />
  );
}

/** A from/to pair of one range filter (`<key>Min`, `<key>Max`): neither can pass the other. */
function RangeChoices({ id, name, filters, onChange }: ChooserProps<RangeKey>) {
  const { label, from, to, format } = RANGES[name];
  const min = `${name}Min` as const;
  const max = `${name}Max` as const;
  const range = { from: filters[min], to: filters[max] };
  return (
    <>
      <NumberChoice
        id={`${id}-${name}-min`}
        label={`${label} from`}
        short="From"
        value={range.from}
        options={from}
        format={format}
        disabled={(value) => rangeOptionDisabled('from', value, range)}
        onChange={(value) => onChange({ [min]: value })}
      />
      <NumberChoice
        id={`${id}-${name}-max`}
        label={`${label} to`}
        short="To"
        value={range.to}
        options={to}
        format={format}
        disabled={(value) => rangeOptionDisabled('to', value, range)}
        onChange={(value) => onChange({ [max]: value })}
      />
    </>
  );
}

/**
 * The advanced search's choosers (docs/product/directory-search.md: its option lists exactly; a from
 * value above its to value cannot be chosen): Platform, Followers, US Audience Share, Audience Age
 * Group with its minimum share, Audience Gender (a 70% skew), Engagement Rate, Average Views,
 * Creator Gender and Creator Age.
 */
export function DirectoryChoosers({ filters, onChange }: DirectoryChoosersProps) {
  const id = useId();
  const ranges = { id, filters, onChange };
  const gender = (
    name: string,
    label: string,
    short: string,
    value: DirectoryGender | '',
    apply: (v: DirectoryGender | '') => void,
  ) => (
    <div className="tpp-field">
      <label htmlFor={`${id}-${name}`}>{short}</label>
      <select
        id={`${id}-${name}`}
        aria-label={label}
        value={value}
        onChange={(event) => apply(event.target.value as DirectoryGender | '')}
      >
        <option value="">Any</option>
        <Options values={O.talentGenders} label={(option) => GENDER_LABELS[option]} />
      </select>
    </div>
  );

  return (
    <div className="tpp-directory-choosers">
      <Group legend="Platform">
        <div className="tpp-field">
          <label htmlFor={`${id}-platform`} className="tpp-visually-hidden">
            Platform
          </label>
          <select
            id={`${id}-platform`}
            value={filters.platform}
            onChange={(event) => onChange({ platform: event.target.value as DirectoryFilters['platform'] })}
          >
            <Options values={SOCIAL_PLATFORMS} label={(platform) => PLATFORM_LABELS[platform] ?? platform} />
          </select>
        </div>
      </Group>
      <Group legend="Followers">
        <RangeChoices {...ranges} name="followers" />
      </Group>
      <Group legend="US Audience Share">
        <MinimumChoice {...ranges} name="usAudienceShareMin" />
      </Group>
      <Group legend="Audience Age Group" wide>
        <RangeChoices {...ranges} name="audienceAge" />
        <MinimumChoice {...ranges} name="minAgeShare" />
      </Group>
      <Group legend="Audience Gender">
        {gender(
          'audience-gender',
          `Audience Gender (${O.audienceGenderShare}%+)`,
          `At least ${O.audienceGenderShare}%`,
          filters.audienceGender,
          (audienceGender) => onChange({ audienceGender }),
        )}
      </Group>
      <Group legend="Engagement Rate">
        <MinimumChoice {...ranges} name="engagementRateMin" />
      </Group>
      <Group legend="Average Views">
        <RangeChoices {...ranges} name="avgViews" />
      </Group>
      <Group legend="Creator Gender">
        {gender('gender', 'Creator Gender', 'Gender', filters.gender, (value) => onChange({ gender: value }))}
      </Group>
      <Group legend="Creator Age">
        <RangeChoices {...ranges} name="age" />
      </Group>
    </div>
  );
}
