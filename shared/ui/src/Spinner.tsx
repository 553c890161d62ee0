export function Spinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="tpp-spinner" role="status" aria-live="polite">
      <span className="tpp-spinner__dot" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
