import { Alert } from '@tpp/ui';

export interface SheetToastProps {
  toast: { tone: 'success' | 'error' | 'info'; text: string } | null;
}

/** A short notice pinned to the bottom of the screen (saved, submitted, the server's error). */
export function SheetToast({ toast }: SheetToastProps) {
  if (!toast) return null;
  return (
    <div className="tpp-sheet-toast" data-testid="sheet-toast">
      <Alert tone={toast.tone}>{toast.text}</Alert>
    </div>
  );
}
