import { useState } from 'react';
import { AI_MESSAGES, SHEET_LIMITS } from '@tpp/contracts';
import { errorMessage } from '@tpp/session';
import { Alert, Button } from '@tpp/ui';
import { aiApi } from '../../api/aiApi';
import { briefProblem } from '../../components/aiRules';
import { BriefField } from '../../components/BriefField';
import { useLatestRequest } from '../../components/useLatestRequest';
import { useAssistantBrief } from './assistantBrief';
import { insertBelow } from './sheetRules';

export interface NoteSuggestProps {
  influencerId: number;
  name: string;
  /** The note as it is now. */
  note: string;
  /** Puts text into the note (the editor's autosave saves it like a typed note). */
  onNote: (note: string) => void;
}

type Step =
  | { step: 'closed' }
  /** No brief yet: a small field asks for one. */
  | { step: 'brief' }
  | { step: 'loading' }
  /** The note has text: Replace, Insert Below or Cancel. */
  | { step: 'choose'; draft: string }
  | { step: 'failed'; message: string };

/**
 * 'Suggest' beside a creator's note (POST /api/special-note-helper): a pitch note for this creator
 * and the campaign brief (the Assistant's description, else asked for here) goes into the note as
 * an editable draft; a note with text is replaced or added to only when the agent says so.
 */
export function NoteSuggest({ influencerId, name, note, onNote }: NoteSuggestProps) {
  const brief = useAssistantBrief((state) => state.description);
  const setBrief = useAssistantBrief((state) => state.setDescription);
  const [step, setStep] = useState<Step>({ step: 'closed' });
  const [problem, setProblem] = useState<string | null>(null);
  const request = useLatestRequest();

  const suggest = async (description: string) => {
    const tooShort = briefProblem(description);
    setProblem(tooShort);
    if (tooShort) {
      setStep({ step: 'brief' });
      return;
    }
    const signal = request.start();
    setStep({ step: 'loading' });
    try {
      const answer = await aiApi.specialNoteHelper(
        { influencer_id: influencerId, description: description.trim() },
        signal,
      );
      if (signal.aborted) return;
      const draft = answer.explanation.slice(0, SHEET_LIMITS.noteMaxLength);
      if (!note.trim()) {
        onNote(draft);
        setStep({ step: 'closed' });
      } else {
        setStep({ step: 'choose', draft });
      }
    } catch (error) {
      if (!signal.aborted)
        setStep({ step: 'failed', message: errorMessage(error, AI_MESSAGES.somethingWentWrong) });
    }
  };

  return (
    <div className="tpp-note-suggest">
      <Button
        variant="secondary"
        className="tpp-note-suggest__button"
        busy={step.step === 'loading'}
        // The name starts with the words shown ('Suggest', then 'Suggesting...' while it works).
        aria-label={step.step === 'loading' ? `Suggesting ${name}'s note` : `Suggest ${name}'s note`}
        onClick={() => (briefProblem(brief) ? setStep({ step: 'brief' }) : void suggest(brief))}
      >
        {step.step === 'loading' ? 'Suggesting...' : 'Suggest'}
      </Button>
      {step.step === 'brief' ? (
        <form
          className="tpp-note-suggest__brief"
          onSubmit={(event) => {
            event.preventDefault();
            void suggest(brief);
          }}
        >
          <BriefField
            label="Campaign brief for the note"
            rows={2}
            value={brief}
            onChange={setBrief}
            problem={problem}
            onProblem={setProblem}
            placeholder="What is the campaign about? (at least 20 characters)"
          />
          <Button type="submit">Suggest Note</Button>
          <Button
            variant="link"
            onClick={() => {
              setProblem(null);
              setStep({ step: 'closed' });
            }}
          >
            Cancel
          </Button>
        </form>
      ) : null}
      {step.step === 'choose' ? (
        <div className="tpp-note-suggest__choose" role="group" aria-label={`${name}: suggested note`}>
          <p className="tpp-note-suggest__draft">{step.draft}</p>
          <p>
            <strong>Replace the current note?</strong>
          </p>
          <div className="tpp-note-suggest__actions">
            <Button
              onClick={() => {
                onNote(step.draft);
                setStep({ step: 'closed' });
              }}
            >
              Replace
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                onNote(insertBelow(note, step.draft, SHEET_LIMITS.noteMaxLength));
                setStep({ step: 'closed' });
              }}
            >
              Insert Below
            </Button>
            <Button variant="link" onClick={() => setStep({ step: 'closed' })}>
              Cancel
            </Button>
          </div>
        </div>
      ) : null}
      {step.step === 'failed' ? (
        <Alert tone="error" onDismiss={() => setStep({ step: 'closed' })}>
          {step.message}
        </Alert>
      ) : null}
    </div>
  );
}
