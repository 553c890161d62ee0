import { AI_DESCRIPTION_MAX } from '@tpp/contracts';
import { TextAreaField } from '@tpp/ui';
import { briefProblem } from './aiRules';

export interface BriefFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The 20-character message after a refused ask (cleared by the caller once it is long enough). */
  problem: string | null;
  onProblem: (problem: string | null) => void;
  placeholder: string;
  rows?: number;
}

/** The campaign description an AI helper reads, with the spec's 20-character message under it. */
export function BriefField({
  label,
  value,
  onChange,
  problem,
  onProblem,
  placeholder,
  rows = 3,
}: BriefFieldProps) {
  return (
    <TextAreaField
      label={label}
      rows={rows}
      value={value}
      maxLength={AI_DESCRIPTION_MAX}
      placeholder={placeholder}
      error={problem}
      onChange={(event) => {
        onChange(event.target.value);
        if (problem && !briefProblem(event.target.value)) onProblem(null);
      }}
    />
  );
}
