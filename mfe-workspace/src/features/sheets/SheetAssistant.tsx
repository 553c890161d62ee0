import { useId, useState } from 'react';
import { AI_MESSAGES, type RosterInfluencer, type SheetHelperResponse } from '@tpp/contracts';
import { errorMessage } from '@tpp/session';
import { Alert, Button, Spinner } from '@tpp/ui';
import { aiApi } from '../../api/aiApi';
import { briefProblem } from '../../components/aiRules';
import { BriefField } from '../../components/BriefField';
import { BriefReadingNotes } from '../../components/BriefReadingNotes';
import { useLatestRequest } from '../../components/useLatestRequest';
import { followersText } from '../../components/Figures';
import { useAssistantBrief } from './assistantBrief';
import { BriefFitNote } from '../../components/BriefFitNote';
import { AddAllButton, type AddHow } from '../../components/directory/AddAllButton';

export interface SheetAssistantProps {
  /** Creators (influencer ids) on the sheet: sent as included_influencers, shown as added. */
  onSheet: ReadonlySet<number>;
  /** Adds to the sheet (the editor's store: its limits and autosave apply). */
  onAdd: (influencers: readonly RosterInfluencer[], how?: AddHow) => void;
  /** How many more creators the sheet takes. */
  room: number;
  /** Said when Add All brings more creators than the sheet takes. */
  limitMessage: string;
}

type Ask =
  | { state: 'none' }
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'answered'; answer: SheetHelperResponse };

export const NO_MATCHES = 'No matches on your roster for this description.';

/**
 * The sheet editor's AI 'Assistant' (docs/product/ai-helpers.md; POST /api/sheet-helper): a
 * campaign description gives creators of the roster that fit it, each with why, to Add one by
 * one or Add All. Creators on the sheet are never suggested.
 */
export function SheetAssistant({ onSheet, onAdd, room, limitMessage }: SheetAssistantProps) {
  const id = useId();
  const description = useAssistantBrief((state) => state.description);
  const setDescription = useAssistantBrief((state) => state.setDescription);
  const [problem, setProblem] = useState<string | null>(null);
  const [ask, setAsk] = useState<Ask>({ state: 'none' });
  const [notice, setNotice] = useState<string | null>(null);
  const request = useLatestRequest();

  const findMatches = async () => {
    const tooShort = briefProblem(description);
    setProblem(tooShort);
    setNotice(null);
    if (tooShort) return;
    const signal = request.start();
    setAsk({ state: 'loading' });
    try {
      const answer = await aiApi.sheetHelper(
        { description: description.trim(), included_influencers: [...onSheet] },
        signal,
      );
      if (!signal.aborted) setAsk({ state: 'answered', answer });
    } catch (error) {
      if (!signal.aborted)
        setAsk({ state: 'failed', message: errorMessage(error, AI_MESSAGES.somethingWentWrong) });
    }
  };

  const suggestions = ask.state === 'answered' ? ask.answer.influencers : [];
  const notAdded = suggestions.filter((one) => !onSheet.has(one.id));
  const addAll = () => {
    if (notAdded.length > room) setNotice(limitMessage);
    onAdd(
      notAdded.map((one) => one.influencer),
      { all: true },
    );
  };

  return (
    <section
      className="tpp-sheet-assistant"
      aria-labelledby={`${id}-heading`}
      aria-busy={ask.state === 'loading'}
    >
      <h3 id={`${id}-heading`}>Assistant</h3>
      <form
        className="tpp-sheet-assistant__form"
        onSubmit={(event) => {
          event.preventDefault();
          void findMatches();
        }}
      >
        <BriefField
          label="Campaign description"
          value={description}
          onChange={setDescription}
          problem={problem}
          onProblem={setProblem}
          placeholder="e.g. Instagram fitness creators with a mostly female audience for a running shoe launch"
        />
        <Button type="submit" busy={ask.state === 'loading'}>
          Find Matches
        </Button>
      </form>

      {ask.state === 'loading' ? <Spinner label="Finding matches on your roster..." /> : null}
      {ask.state === 'failed' ? <Alert tone="error">{ask.message}</Alert> : null}
      {ask.state === 'answered' ? (
        <div className="tpp-sheet-assistant__answer">
          <BriefReadingNotes brief={ask.answer.brief} />
          {suggestions.length === 0 ? (
            <p className="tpp-muted">{NO_MATCHES}</p>
          ) : (
            <>
              <div className="tpp-sheet-assistant__toolbar">
                <span className="tpp-muted">
                  {suggestions.length} {suggestions.length === 1 ? 'match' : 'matches'}
                </span>
                <AddAllButton
                  label="Add All"
                  disabled={notAdded.length === 0}
                  collect={() => notAdded}
                  room={room}
                  onAdd={addAll}
                />
              </div>
              {notice ? <Alert tone="warning">{notice}</Alert> : null}
              <ul className="tpp-sheet-assistant__list" aria-label="Suggested creators">
                {suggestions.map((one) => {
                  const added = onSheet.has(one.id);
                  const { influencer } = one;
                  return (
                    <li key={one.id} className="tpp-sheet-assistant__item">
                      <img src={influencer.picture_main_url} alt="" width={48} height={48} loading="lazy" />
                      <div className="tpp-sheet-assistant__body">
                        <div className="tpp-sheet-assistant__name">
                          <strong>{influencer.fullname}</strong>{' '}
                          <span className="tpp-muted">
                            {followersText(influencer.primary_followers, influencer.primary_platform)}
                          </span>
                        </div>
                        <BriefFitNote fit={one.fit} />
                        <p className="tpp-sheet-assistant__why">{one.explanation}</p>
                      </div>
                      <Button
                        variant={added ? 'secondary' : 'primary'}
                        disabled={added}
                        aria-label={added ? `${influencer.fullname} added` : `Add ${influencer.fullname}`}
                        onClick={() => {
                          setNotice(room === 0 ? limitMessage : null);
                          onAdd([influencer]);
                        }}
                      >
                        {added ? 'Added' : 'Add'}
                      </Button>
                    </li>
                  );
                })}
              </ul>
            </>
          )}
        </div>
      ) : null}
    </section>
  );
}
