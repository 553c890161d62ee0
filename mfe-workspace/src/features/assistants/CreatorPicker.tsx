import { useId, useState } from 'react';
import { Button, LoadingState, useDebouncedValue } from '@tpp/ui';
import { effectiveNameFilter, formatCount } from '../../components/rosterRules';
import { TalentAvatarName } from '../../components/TalentAvatarName';
import { ROSTER_LOAD_FAILED, useRosterList } from '../../components/useRosterList';
import { QueryFailed } from '../../components/QueryFailed';

/** How many creators the picker lists at once (type a name to narrow). */
export const PICKER_SIZE = 25;
/** The name search applies this long after typing stops. */
export const PICKER_DEBOUNCE_MS = 300;

export interface CreatorPickerProps {
  /** The chosen creator's id (null: nothing chosen yet). */
  chosen: number | null;
  onChoose: (influencerId: number) => void;
}

/** A searchable list of the team's roster (GET /api/user/influencers): choose one creator. */
export function CreatorPicker({ chosen, onChoose }: CreatorPickerProps) {
  const id = useId();
  const [nameInput, setNameInput] = useState('');
  const name = effectiveNameFilter(useDebouncedValue(nameInput, PICKER_DEBOUNCE_MS));
  const query = useRosterList({
    ...(name ? { name } : {}),
    sort: 'name',
    order: 'asc',
    page: 1,
    limit: PICKER_SIZE,
  });
  const { data, state } = query;
  const ready = state.status === 'ready' && !query.pending;

  return (
    <section className="tpp-section tpp-creator-picker" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Choose a creator</h2>
      <div className="tpp-field">
        <label htmlFor={`${id}-name`}>Find a creator on your roster</label>
        <input
          id={`${id}-name`}
          type="search"
          value={nameInput}
          placeholder="Type at least 3 letters of a name"
          onChange={(event) => setNameInput(event.target.value)}
        />
      </div>
      <QueryFailed query={query} text={ROSTER_LOAD_FAILED} />
      {state.status === 'loading' ? <LoadingState label="Loading the roster..." /> : null}
      {data && data.influencers.length === 0 && ready ? (
        <p className="tpp-muted">
          {name ? 'No creator on your roster matches this name.' : 'No creators on your roster yet.'}
        </p>
      ) : null}
      {data && data.influencers.length > 0 ? (
        <>
          <ul className="tpp-creator-picker__list" aria-label="Creators" aria-busy={query.fetching}>
            {data.influencers.map((influencer) => (
              <li key={influencer.id}>
                <Button
                  variant="secondary"
                  className="tpp-creator-picker__choice tpp-talent-cell"
                  aria-pressed={influencer.id === chosen}
                  onClick={() => onChoose(influencer.id)}
                >
                  <TalentAvatarName
                    name={influencer.fullname}
                    pictureUrl={influencer.picture_main_url}
                    size={32}
                    detail={
                      influencer.primary_handle
                        ? `@${influencer.primary_handle} · ${formatCount(influencer.primary_followers)}`
                        : formatCount(influencer.primary_followers)
                    }
                  />
                </Button>
              </li>
            ))}
          </ul>
          {data.total_influencers > data.influencers.length ? (
            <p className="tpp-muted">
              Showing {data.influencers.length} of {data.total_influencers}: type a name to find others.
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
