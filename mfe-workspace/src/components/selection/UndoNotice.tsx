import { Button } from '@tpp/ui';

export interface UndoNoticeProps {
  /** What was done ('Added 40 creators to Spring launch.'). */
  text: string;
  onUndo: () => void;
  onDismiss: () => void;
  className?: string;
  'data-testid'?: string;
}

/**
 * The last bulk change with Undo, which takes back exactly that change. It stays until used,
 * dismissed or replaced by the next one (no timer: the agent decides).
 */
export function UndoNotice({
  text,
  onUndo,
  onDismiss,
  className = 'tpp-undo-notice',
  ...rest
}: UndoNoticeProps) {
  return (
    <div className={className} role="status" data-testid={rest['data-testid']}>
      <span>{text}</span>
      <Button variant="secondary" onClick={onUndo}>
        Undo
      </Button>
      <Button variant="link" aria-label="Dismiss" onClick={onDismiss}>
        ×
      </Button>
    </div>
  );
}
