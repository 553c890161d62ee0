export interface HeartToggleProps {
  name: string;
  liked: boolean;
  busy: boolean;
  onToggle: () => void;
}

/** The current user's own favorite mark for one talent. */
export function HeartToggle({ name, liked, busy, onToggle }: HeartToggleProps) {
  return (
    <button
      type="button"
      className={liked ? 'tpp-heart is-liked' : 'tpp-heart'}
      aria-pressed={liked}
      aria-label={`My favorite: ${name}`}
      disabled={busy}
      onClick={onToggle}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 2.9 4.5 6.6 4.1c2.1-.2 3.9.9 5.4 2.8 1.5-1.9 3.3-3 5.4-2.8 3.7.4 5.7 4.3 4.2 7.7C19.5 16.4 12 21 12 21z"
          fill={liked ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
        />
      </svg>
    </button>
  );
}
