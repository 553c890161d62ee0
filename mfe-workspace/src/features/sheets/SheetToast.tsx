import type { ReactNode } from 'react';
import { Alert } from '@tpp/ui';

export interface SheetToastProps {
  toast: { tone: 'success' | 'error' | 'info'; text: string } | null;
  /** Shown above the toast in the same place (the Undo of the last bulk change). */
  children?: ReactNode;
}

/** A short notice pinned to the bottom of the screen (saved, submitted, the server's error). */
export function SheetToast({ toast, children }: SheetToastProps) {
  if (!toast && !children) return null;
  return (
    <div className="tpp-sheet-toast" data-testid="sheet-toast">
      {children}
      {toast ? <Alert tone={toast.tone}>{toast.text}</Alert> : null}
    </div>
  );
}
