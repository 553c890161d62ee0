import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useFormSubmit } from './useFormSubmit.js';

/**
 * A message box's draft: a blank draft is not sent, a second send waits for the first, and
 * Ctrl+Enter or Cmd+Enter sends. `deliver` sends the text; when it succeeds the draft clears.
 * What it throws becomes `failure` through `describe` (null: nothing to show there).
 */
export function useMessageDraft(
  deliver: (text: string) => Promise<void>,
  describe: (error: unknown) => string | null,
) {
  const [draft, setDraft] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const blank = draft.trim() === '';
  const submit = useFormSubmit(async () => {
    setFailure(null);
    try {
      await deliver(draft);
      setDraft('');
    } catch (error) {
      setFailure(describe(error));
    }
  });
  const onSubmit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!blank) submit.onSubmit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      onSubmit();
    }
  };
  return { draft, setDraft, blank, sending: submit.busy, failure, onSubmit, onKeyDown };
}
