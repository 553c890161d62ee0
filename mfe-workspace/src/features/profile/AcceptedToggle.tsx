export interface AcceptedToggleProps {
  sheetTitle: string;
  accepted: boolean;
  busy: boolean;
  onToggle: () => void;
}

/** 'Accepted by Client': a tick that toggles. */
export function AcceptedToggle({ sheetTitle, accepted, busy, onToggle }: AcceptedToggleProps) {
  return (
    <button
      type="button"
      className={accepted ? 'tpp-tick is-on' : 'tpp-tick'}
      aria-pressed={accepted}
      aria-label={`Accepted by Client: ${sheetTitle}`}
      disabled={busy}
      onClick={onToggle}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path
          d="M5 12.5l4.2 4.2L19 7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.6"
          strokeLinecap="round"
        />
      </svg>
    </button>
  );
}
