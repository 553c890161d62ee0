import { useRef } from 'react';
import { useSearch } from 'wouter';
import { navigate } from '@tpp/session';
import { AI_MESSAGES } from '@tpp/contracts';
import { EmptyState, LinkButton, QueryView, useDocumentTitle } from '@tpp/ui';
import { CreatorPicker } from './CreatorPicker';
import { TagSuggestions } from './TagSuggestions';
import { chosenInfluencer } from './taggingRules';
import { useTagSuggestions } from './useTagSuggestions';
import './assistants.css';
import { LinksPageHeader } from '../../components/LinksPageHeader';

/** The width under which the list and the answer stack (assistants.css). */
const STACKED = '(max-width: 760px)';

/**
 * /tagging-assistant (spec: Tagging Assistant; states new, loading, idle): choose a creator of
 * the roster, get suggested tags with the words each was read from, pick and apply them.
 * `?influencer=<id>` chooses the creator (links from the roster's side panel, Back works).
 */
export function TaggingAssistantPage() {
  useDocumentTitle('Tagging Assistant');
  const chosen = chosenInfluencer(useSearch());
  const { query, tagsSaved } = useTagSuggestions(chosen);
  const answer = query.state.status === 'ready' ? query.state.data : null;
  const resultRef = useRef<HTMLElement>(null);
  const choose = (influencerId: number) => {
    navigate(`/tagging-assistant?influencer=${influencerId}`);
    // Narrow screens show the answer under the list: bring it into view.
    if (window.matchMedia?.(STACKED).matches) resultRef.current?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <div className="tpp-page tpp-tagging-assistant">
      <LinksPageHeader
        title="Tagging Assistant"
        subtitle="Choose a creator of your roster: the assistant reads their description and suggests tags, each with the words it was read from."
      >
        <LinkButton href="/influencers">Talent Roster</LinkButton>
        <LinkButton href="/influencers/tags">View All Tags</LinkButton>
      </LinksPageHeader>
      <div className="tpp-tagging-assistant__layout">
        <CreatorPicker chosen={chosen} onChoose={choose} />
        <section
          ref={resultRef}
          className="tpp-section tpp-tagging-assistant__result"
          aria-labelledby="tag-suggestions-heading"
          aria-busy={chosen !== null && query.state.status === 'loading'}
        >
          <h2 id="tag-suggestions-heading">
            {answer ? `Suggested tags for ${answer.profile.fullname}` : 'Suggested tags'}
          </h2>
          {chosen === null ? (
            <EmptyState title="No creator chosen yet.">
              Choose a creator from your roster to get tag suggestions.
            </EmptyState>
          ) : (
            // The server's message (a creator not on the roster, too many requests...), else the spec's.
            <QueryView
              query={query}
              loadingLabel="Reading the creator's description..."
              errorText={AI_MESSAGES.somethingWentWrong}
            >
              {({ profile, suggestions }) => (
                <TagSuggestions
                  key={profile.id}
                  profile={profile}
                  suggestions={suggestions}
                  onSaved={tagsSaved}
                />
              )}
            </QueryView>
          )}
        </section>
      </div>
    </div>
  );
}
