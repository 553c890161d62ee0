import { useId } from 'react';
import { RATE_CARD_PLATFORMS, type RateCardPlatform, type RateCardRow } from '@tpp/contracts';
import { PLATFORM_LABELS } from '../../components/rosterRules';
import { Options } from '../../components/Options';

export interface RateCardRowFieldsProps {
  index: number;
  row: RateCardRow;
  invalid: boolean;
  onChange: (row: RateCardRow) => void;
  onRemove: () => void;
}

/** One rate card row: platform, description, rate (text). */
export function RateCardRowFields({ index, row, invalid, onChange, onRemove }: RateCardRowFieldsProps) {
  const id = useId();
  const missing = (value: string) => invalid && !value.trim();
  return (
    <fieldset className={invalid ? 'tpp-rate-row is-invalid' : 'tpp-rate-row'}>
      <legend>Row {index + 1}</legend>
      <div className="tpp-field">
        <label htmlFor={`${id}-platform`}>Platform</label>
        <select
          id={`${id}-platform`}
          value={row.platform}
          onChange={(event) => onChange({ ...row, platform: event.target.value as RateCardPlatform })}
        >
          <Options values={RATE_CARD_PLATFORMS} label={(platform) => PLATFORM_LABELS[platform]} />
        </select>
      </div>
      <div className="tpp-field tpp-rate-row__description">
        <label htmlFor={`${id}-description`}>Description</label>
        <input
          id={`${id}-description`}
          value={row.description}
          placeholder="e.g. 1 Reel + 3 Stories"
          aria-invalid={missing(row.description) || undefined}
          onChange={(event) => onChange({ ...row, description: event.target.value })}
        />
      </div>
      <div className="tpp-field">
        <label htmlFor={`${id}-rate`}>Rate</label>
        <input
          id={`${id}-rate`}
          value={row.rate}
          placeholder="e.g. $2,500"
          aria-invalid={missing(row.rate) || undefined}
          onChange={(event) => onChange({ ...row, rate: event.target.value })}
        />
      </div>
      <button
        type="button"
        className="tpp-button tpp-button--secondary tpp-rate-row__remove"
        onClick={onRemove}
      >
        Remove<span className="tpp-visually-hidden"> row {index + 1}</span>
      </button>
    </fieldset>
  );
}
