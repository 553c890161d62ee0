import { useMemo, useState } from 'react';
import { isScreenBuilt } from '@tpp/contracts';
import { EmptyState, LinkButton, LoadingState, useDocumentTitle } from '@tpp/ui';
import { QueryFailed } from '../../components/QueryFailed';
import { useTeamId } from '../../components/useTeamId';
import { TaggedTalentList } from './TaggedTalentList';
import { TEAM_TAGS_LOAD_FAILED, useTeamTags } from '../../api/useTeamTags';
import '../../components/talent.css';
import { LinksPageHeader } from '../../components/LinksPageHeader';

/** /influencers/tags: all tags (custom marked), the tags in use with their talent, and tag editing. */
export function TagsPage() {
  useDocumentTitle('Tags');
  const teamId = useTeamId();
  const tags = useTeamTags();
  const [chosenTag, setChosenTag] = useState<string | null>(null);
  const [filter, setFilter] = useState('');

  const { data, state } = tags;
  const customTags = useMemo(() => {
    if (!data) return [];
    const master = new Set(data.master_tags.map((tag) => tag.toLowerCase()));
    return data.tags.filter((tag) => !master.has(tag.toLowerCase()));
  }, [data]);
  const custom = new Set(customTags.map((tag) => tag.toLowerCase()));
  const usedTags = data
    ? [...data.used_tags].sort(
        (a, b) =>
          (data.tagged_influencers[b]?.length ?? 0) - (data.tagged_influencers[a]?.length ?? 0) ||
          a.localeCompare(b),
      )
    : [];
  const allTags = data
    ? [...data.tags]
        .sort((a, b) => a.localeCompare(b))
        .filter((tag) => tag.toLowerCase().includes(filter.trim().toLowerCase()))
    : [];

  return (
    <div className="tpp-page tpp-tags-page">
      <LinksPageHeader
        title="Tags"
        subtitle="Tags describe your creators for filtering and on their profiles. Choose a tag to see who carries it and edit their tags."
      >
        <LinkButton href="/influencers">Talent Roster</LinkButton>
        {isScreenBuilt('taggingAssistant') ? (
          <LinkButton href="/tagging-assistant">Tagging Assistant</LinkButton>
        ) : null}
      </LinksPageHeader>
      {state.status === 'loading' && !data ? <LoadingState label="Loading tags..." /> : null}
      <QueryFailed query={tags} text={TEAM_TAGS_LOAD_FAILED} />
      {data ? (
        <div className="tpp-tags-layout">
          <div>
            <section className="tpp-section" aria-labelledby="used-tags-heading">
              <div className="tpp-section__head">
                <h2 id="used-tags-heading">Used tags</h2>
                <span className="tpp-muted">{usedTags.length} in use</span>
              </div>
              {usedTags.length === 0 ? (
                <EmptyState title="No tags in use yet.">
                  Add tags to a creator on their profile, or let the Tagging Assistant suggest some.
                </EmptyState>
              ) : (
                <div className="tpp-chips" role="group" aria-label="Used tags">
                  {usedTags.map((tag) => (
                    <button
                      key={tag}
                      type="button"
                      className={custom.has(tag.toLowerCase()) ? 'tpp-chip tpp-chip--custom' : 'tpp-chip'}
                      aria-pressed={chosenTag === tag}
                      onClick={() => setChosenTag((current) => (current === tag ? null : tag))}
                    >
                      {tag}{' '}
                      <span className="tpp-chip__count">{data.tagged_influencers[tag]?.length ?? 0}</span>
                    </button>
                  ))}
                </div>
              )}
            </section>
            {chosenTag ? (
              <TaggedTalentList
                tag={chosenTag}
                influencerIds={data.tagged_influencers[chosenTag] ?? []}
                suggestions={data.tags}
                customTags={customTags}
                masterTags={data.master_tags}
                teamId={teamId}
                onTagsChanged={tags.retry}
              />
            ) : usedTags.length > 0 ? (
              <p className="tpp-muted">Choose a used tag to list its talent and edit their tags.</p>
            ) : null}
          </div>
          <section className="tpp-section" aria-labelledby="all-tags-heading">
            <div className="tpp-section__head">
              <h2 id="all-tags-heading">All tags</h2>
              <span className="tpp-muted">
                {data.tags.length} ({customTags.length} custom)
              </span>
            </div>
            <p className="tpp-field__hint">
              The predefined list plus your team&apos;s own tags.{' '}
              <span className="tpp-chip tpp-chip--custom">Custom</span> tags are your team&apos;s.
            </p>
            <div className="tpp-field">
              <label htmlFor="all-tags-filter">Find a tag</label>
              <input
                id="all-tags-filter"
                type="search"
                value={filter}
                onChange={(event) => setFilter(event.target.value)}
              />
            </div>
            <ul className="tpp-chips tpp-all-tags" aria-label="All tags">
              {allTags.map((tag) => (
                <li
                  key={tag}
                  className={custom.has(tag.toLowerCase()) ? 'tpp-chip tpp-chip--custom' : 'tpp-chip'}
                >
                  {tag}
                  {custom.has(tag.toLowerCase()) ? (
                    <span className="tpp-visually-hidden"> (custom)</span>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        </div>
      ) : null}
    </div>
  );
}
