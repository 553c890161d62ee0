import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { TALENT_MESSAGES } from '@tpp/contracts';
import { fakeFetchForEachTest } from '@tpp/ui/testing';
import { TagEditor } from './TagEditor';

const fake = fakeFetchForEachTest(() => ({ body: { success: true } }));

const TAGS = ['Fitness', 'Travel', 'Food', 'Beauty', 'Comedy'];

function renderEditor(displayTags: string[] = [], onSaved = jest.fn()) {
  render(
    <TagEditor
      influencerId={7}
      tags={TAGS}
      displayTags={displayTags}
      suggestions={['Fitness', 'Gaming']}
      customTags={['Comedy']}
      onSaved={onSaved}
    />,
  );
  return onSaved;
}

describe('TagEditor', () => {
  it('allows 4 displayed tags and shows the spec alert on a 5th', () => {
    renderEditor(['Fitness', 'Travel', 'Food']);
    fireEvent.click(screen.getByRole('button', { name: 'Beauty' }));
    expect(screen.queryByText(TALENT_MESSAGES.displayTagsLimit)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Comedy' }));
    expect(screen.getByText(TALENT_MESSAGES.displayTagsLimit)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Comedy' }).getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(screen.getByRole('button', { name: 'Fitness' }));
    expect(screen.queryByText(TALENT_MESSAGES.displayTagsLimit)).toBeNull();
  });

  it('says the first 3 tags are shown when none is chosen', () => {
    renderEditor([]);
    expect(screen.getByText(/None chosen: the first 3 are shown \(Fitness, Travel, Food\)/)).toBeTruthy();
  });

  it('ignores blank tags, removes duplicates and saves tags then displayed tags', async () => {
    const onSaved = renderEditor(['Travel']);
    const input = screen.getByLabelText('Tags');
    fireEvent.change(input, { target: { value: ' , fitness,  New York ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Travel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Tags' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(fake.callsTo('/api/user/influencers/tags')[0]?.body).toEqual({
      influencer_id: 7,
      tags: ['Fitness', 'Food', 'Beauty', 'Comedy', 'New York'],
    });
    // Travel was removed, so it no longer shows.
    expect(fake.callsTo('/api/user/influencers/display-tags')[0]?.body).toEqual({
      influencer_id: 7,
      tags: [],
    });
  });
});
