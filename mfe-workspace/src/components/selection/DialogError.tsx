/** A dialog's error line, announced at once (a failed request, a missing choice). */
export function DialogError({ error }: { error: string | null }) {
  return error ? (
    <p className="tpp-field__error" role="alert">
      {error}
    </p>
  ) : null;
}
