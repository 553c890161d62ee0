import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { RosterInfluencer } from '@tpp/contracts';
import { useApiQuery } from '@tpp/session';
import { Button, LoadingState, Modal, Pager } from '@tpp/ui';
import { talentApi } from '../../api/talentApi';
import { workspaceKeys } from '../../api/workspaceQueries';
import { QueryFailed } from '../../components/QueryFailed';
import { TagEditor } from '../../components/tags/TagEditor';

const PAGE_SIZE = 50;

export interface TaggedTalentListProps {
  tag: string;
  influencerIds: readonly number[];
  suggestions: readonly string[];
  customTags: readonly string[];
  masterTags: readonly string[];
  teamId: number | null;
  onTagsChanged: () => void;
}

/** The creators carrying one tag, each with a link to the profile and an Edit Tags dialog. */
export function TaggedTalentList(props: TaggedTalentListProps) {
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<RosterInfluencer | null>(null);
  const ids = props.influencerIds.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).join(',');

  useEffect(() => setPage(1), [props.tag]);

  const rosterQuery = { influencer_ids: ids, sort: 'name', page: 1, limit: PAGE_SIZE } as const;
  const query = useApiQuery(
    workspaceKeys.roster(rosterQuery),
    (signal) => talentApi.roster(rosterQuery, signal),
    { enabled: ids !== '' },
  );
  const rows = ids === '' ? [] : (query.data?.influencers ?? null);

  const pageCount = Math.ceil(props.influencerIds.length / PAGE_SIZE);

  return (
    <section className="tpp-section" aria-labelledby="tagged-talent-heading">
      <div className="tpp-section__head">
        <h2 id="tagged-talent-heading">Talent tagged “{props.tag}”</h2>
        <span className="tpp-muted">{props.influencerIds.length} on your roster</span>
      </div>
      <p className="tpp-field__hint">
        Dark tags are the ones displayed on the profile (up to 4; with none chosen, the first 3 show).
      </p>
      <QueryFailed query={query} text="The tagged creators could not be loaded." />
      {ids !== '' && query.state.status === 'loading' ? (
        <LoadingState label="Loading the tagged creators..." />
      ) : null}
      {rows && rows.length === 0 ? (
        <p className="tpp-muted">Nobody on your roster carries this tag.</p>
      ) : null}
      {rows && rows.length > 0 ? (
        <ul className="tpp-tagged-list">
          {rows.map((influencer) => (
            <li key={influencer.id}>
              <img
                className="tpp-avatar"
                src={influencer.picture_main_url}
                alt=""
                width={40}
                height={40}
                loading="lazy"
              />
              <div className="tpp-tagged-list__main">
                <Link
                  href={`/influencers/profile/${influencer.id}${props.teamId ? `/${props.teamId}` : ''}`}
                  className="tpp-tagged-list__name"
                >
                  {influencer.fullname}
                </Link>
                <ul className="tpp-chips" aria-label={`Tags of ${influencer.fullname}`}>
                  {influencer.tags.map((tag) => (
                    <li
                      key={tag}
                      className={
                        influencer.display_tags.includes(tag) ? 'tpp-chip tpp-chip--displayed' : 'tpp-chip'
                      }
                    >
                      {tag}
                    </li>
                  ))}
                </ul>
              </div>
              <Button
                variant="secondary"
                onClick={() => setEditing(influencer)}
                aria-label={`Edit tags of ${influencer.fullname}`}
              >
                Edit Tags
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <Pager page={page} pageCount={pageCount} onPage={setPage} label="Roster pages" />
      <Modal
        title={editing ? `Tags of ${editing.fullname}` : 'Tags'}
        open={editing !== null}
        onClose={() => setEditing(null)}
      >
        {editing ? (
          <TagEditor
            key={editing.id}
            influencerId={editing.id}
            tags={editing.tags}
            displayTags={editing.display_tags}
            suggestions={props.suggestions}
            customTags={props.customTags}
            masterTags={props.masterTags}
            onCancel={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              query.retry();
              props.onTagsChanged();
            }}
          />
        ) : null}
      </Modal>
    </section>
  );
}
