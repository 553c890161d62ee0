import { useId } from 'react';
import { useApiQuery } from '@tpp/session';
import { SafeHtml } from '@tpp/profile';
import { useDebouncedValue } from '@tpp/ui';
import { talentApi } from '../../api/talentApi';
import { workspaceKeys } from '../../api/workspaceQueries';

/** How long typing pauses before the preview is rendered again. */
const PREVIEW_DELAY_MS = 400;

/**
 * The draft as the profile will show it: the server renders it with the profile's own markdown
 * renderer and sanitiser, once typing pauses (the last preview stays while the next one loads).
 */
export function DescriptionPreview({ draft }: { draft: string }) {
  const id = useId();
  const text = useDebouncedValue(draft.trim(), PREVIEW_DELAY_MS);
  const query = useApiQuery(
    workspaceKeys.descriptionPreview(text),
    (signal) => talentApi.previewDescription(text, signal),
    { enabled: text !== '', keepPrevious: true },
  );
  let body;
  if (text === '') body = <p className="tpp-muted">Nothing to preview yet.</p>;
  else if (query.state.status === 'ready')
    body = query.state.data.html.trim() ? (
      <SafeHtml html={query.state.data.html} className="tpp-prose" />
    ) : (
      <p className="tpp-muted">No description: the profile shows none.</p>
    );
  else if (query.state.status === 'loading') body = <p className="tpp-muted">Rendering the preview…</p>;
  else body = <p className="tpp-muted">The preview could not be loaded; saving still works.</p>;
  return (
    <section
      className="tpp-description-preview"
      aria-labelledby={`${id}-heading`}
      aria-busy={query.fetching || text !== draft.trim()}
    >
      <h3 id={`${id}-heading`}>Preview</h3>
      {body}
    </section>
  );
}
