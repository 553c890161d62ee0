import { Button } from '@tpp/ui';
import { BriefField } from '../BriefField';
import type { DirectoryResults } from './useDirectoryResults';

/** AI Search: a campaign description that ranks the matches of the filters by fit, and Clear AI Search. */
export function AiSearchForm({ results }: { results: DirectoryResults }) {
  return (
    <form
      className="tpp-ai-search"
      aria-label="AI search"
      onSubmit={(event) => {
        event.preventDefault();
        results.aiSearch();
      }}
    >
      <BriefField
        label="Campaign description"
        rows={2}
        value={results.aiDescription}
        onChange={results.setAiDescription}
        problem={results.aiProblem}
        onProblem={results.setAiProblem}
        placeholder="Describe the campaign: the AI search ranks the matches of your filters by fit"
      />
      <Button type="submit" busy={results.ai.state === 'loading'}>
        AI Search
      </Button>
      {results.aiOn ? (
        <Button variant="secondary" onClick={results.clearAi}>
          Clear AI Search
        </Button>
      ) : null}
    </form>
  );
}
