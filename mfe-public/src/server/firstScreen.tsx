import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { pitchPageOf } from '@tpp/contracts';
import { createApiQueryClient, provideBootDocument } from '@tpp/session';
import { App, preloadPitchPage } from '../App';

/** How many creators the server draws: more than the first screen of the widest window shows. */
export const FIRST_SCREEN_CARDS = 24;

/** A list answer cut to the creators of the first screen; the page itself renders them all. */
function firstScreenOf(answer: unknown): unknown {
  if (typeof answer !== 'object' || answer === null || !('influencers' in answer)) return answer;
  const { influencers } = answer;
  return Array.isArray(influencers)
    ? { ...answer, influencers: influencers.slice(0, FIRST_SCREEN_CARDS) }
    : answer;
}

/**
 * The first screen of a pitch page as HTML, drawn by the API into the page it answers: the same
 * components the browser renders, fed with the answers the page's HTML carries (the boot
 * document), so a brand sees the team and its first creators before any script has run. The page
 * replaces it when it mounts. Null for a page that is not a pitch page. Each render has its own
 * query client, seeded from those answers as the browser's is (no call is made, nothing is shared
 * between requests).
 */
export async function renderFirstScreen(
  path: string,
  search: string,
  answers: Record<string, unknown>,
): Promise<string | null> {
  if (!pitchPageOf(path)) return null;
  await preloadPitchPage(path);
  const shown = Object.fromEntries(
    Object.entries(answers).map(([url, answer]) => [url, firstScreenOf(answer)]),
  );
  provideBootDocument({ remotes: [], answers: shown, manifests: {} });
  const queryClient = createApiQueryClient({ retry: false });
  try {
    return renderToString(
      <Router ssrPath={path} ssrSearch={search.replace(/^\?/, '')}>
        <App queryClient={queryClient} />
      </Router>,
    );
  } finally {
    queryClient.clear();
    provideBootDocument(null);
  }
}
