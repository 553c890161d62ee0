import { useId, type ReactNode } from 'react';
import { DIRECTORY_FILTER_OPTIONS, SOCIAL_PLATFORMS, type DirectoryGender } from '@tpp/contracts';
import { formatCount, PLATFORM_LABELS } from '../../components/rosterRules';
import { rangeOptionDisabled, type DirectoryFilters } from './directoryFilters';

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
        {options.map((option) => (
          <option key={option} value={option} disabled={disabled?.(option)}>
            {format(option)}
          </option>
        ))}
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

/**
 * The advanced search's choosers (spec: Advanced search; option lists of §9 exactly; §5: a from
 * value above its to value cannot be chosen): Platform, Followers, US Audience Share, Audience Age
 * Group with its minimum share, Audience Gender (a 70% skew), Engagement Rate, Average Views,
 * Talent Gender and Talent Age.
 */
export function DirectoryChoosers({ filters, onChange }: DirectoryChoosersProps) {
  const id = useId();
  const range = (from: number | null, to: number | null) => ({ from, to });
  const followers = range(filters.followersMin, filters.followersMax);
  const audienceAge = range(filters.audienceAgeMin, filters.audienceAgeMax);
  const views = range(filters.avgViewsMin, filters.avgViewsMax);
  const age = range(filters.ageMin, filters.ageMax);
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
        {O.talentGenders.map((option) => (
          <option key={option} value={option}>
            {GENDER_LABELS[option]}
          </option>
        ))}
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
            {SOCIAL_PLATFORMS.map((platform) => (
              <option key={platform} value={platform}>
                {PLATFORM_LABELS[platform] ?? platform}
              </option>
            ))}
          </select>
        </div>
      </Group>
      <Group legend="Followers">
        <NumberChoice
          id={`${id}-followers-min`}
          label="Followers from"
          short="From"
          value={filters.followersMin}
          options={O.followers}
          format={formatCount}
          disabled={(value) => rangeOptionDisabled('from', value, followers)}
          onChange={(followersMin) => onChange({ followersMin })}
        />
        <NumberChoice
          id={`${id}-followers-max`}
          label="Followers to"
          short="To"
          value={filters.followersMax}
          options={O.followers}
          format={formatCount}
          disabled={(value) => rangeOptionDisabled('to', value, followers)}
          onChange={(followersMax) => onChange({ followersMax })}
        />
      </Group>
      <Group legend="US Audience Share">
        <NumberChoice
          id={`${id}-us-share`}
          label="US Audience Share minimum"
          short="Minimum"
          value={filters.usAudienceShareMin}
          options={O.usAudienceShareMinimum}
          format={percent}
          onChange={(usAudienceShareMin) => onChange({ usAudienceShareMin })}
        />
      </Group>
      <Group legend="Audience Age Group" wide>
        <NumberChoice
          id={`${id}-audience-age-min`}
          label="Audience Age from"
          short="From"
          value={filters.audienceAgeMin}
          options={O.audienceAgeFrom}
          format={String}
          disabled={(value) => rangeOptionDisabled('from', value, audienceAge)}
          onChange={(audienceAgeMin) => onChange({ audienceAgeMin })}
        />
        <NumberChoice
          id={`${id}-audience-age-max`}
          label="Audience Age to"
          short="To"
          value={filters.audienceAgeMax}
          options={O.audienceAgeTo}
          format={String}
          disabled={(value) => rangeOptionDisabled('to', value, audienceAge)}
          onChange={(audienceAgeMax) => onChange({ audienceAgeMax })}
        />
        <NumberChoice
          id={`${id}-age-share`}
          label="Minimum Age Share"
          short="Share"
          value={filters.minAgeShare}
          options={O.minimumAgeShare}
          format={percent}
          onChange={(minAgeShare) => onChange({ minAgeShare })}
        />
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
        <NumberChoice
          id={`${id}-engagement`}
          label="Engagement Rate minimum"
          short="Minimum"
          value={filters.engagementRateMin}
          options={O.engagementMinimum}
          format={percent}
          onChange={(engagementRateMin) => onChange({ engagementRateMin })}
        />
      </Group>
      <Group legend="Average Views">
        <NumberChoice
          id={`${id}-views-min`}
          label="Average Views from"
          short="From"
          value={filters.avgViewsMin}
          options={O.averageViews}
          format={formatCount}
          disabled={(value) => rangeOptionDisabled('from', value, views)}
          onChange={(avgViewsMin) => onChange({ avgViewsMin })}
        />
        <NumberChoice
          id={`${id}-views-max`}
          label="Average Views to"
          short="To"
          value={filters.avgViewsMax}
          options={O.averageViews}
          format={formatCount}
          disabled={(value) => rangeOptionDisabled('to', value, views)}
          onChange={(avgViewsMax) => onChange({ avgViewsMax })}
        />
      </Group>
      <Group legend="Talent Gender">
        {gender('gender', 'Talent Gender', 'Gender', filters.gender, (value) => onChange({ gender: value }))}
      </Group>
      <Group legend="Talent Age">
        <NumberChoice
          id={`${id}-age-min`}
          label="Talent Age from"
          short="From"
          value={filters.ageMin}
          options={O.talentAgeFrom}
          format={String}
          disabled={(value) => rangeOptionDisabled('from', value, age)}
          onChange={(ageMin) => onChange({ ageMin })}
        />
        <NumberChoice
          id={`${id}-age-max`}
          label="Talent Age to"
          short="To"
          value={filters.ageMax}
          options={O.talentAgeTo}
          format={String}
          disabled={(value) => rangeOptionDisabled('to', value, age)}
          onChange={(ageMax) => onChange({ ageMax })}
        />
      </Group>
    </div>
  );
}
