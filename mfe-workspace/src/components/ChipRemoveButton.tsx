export interface ChipRemoveButtonProps {
  /** The chip's text: the button is named 'Remove {name}'. */
  name: string;
  onRemove: () => void;
}

/** The × that removes one chip from a chip input (keywords, tags). */
export function ChipRemoveButton({ name, onRemove }: ChipRemoveButtonProps) {
  return (
    <button type="button" aria-label={`Remove ${name}`} onClick={onRemove}>
      ×
    </button>
  );
}
