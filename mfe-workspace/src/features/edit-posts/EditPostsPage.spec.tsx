import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, render, screen } from '@testing-library/react';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { TALENT_MESSAGES } from '@tpp/contracts';
import { installFakeFetch, type FakeFetch } from '@tpp/ui/testing';
import { EditPostsPage } from './EditPostsPage';

let fake: FakeFetch | null = null;
afterEach(() => {
  cleanup();
  fake?.restore();
});

describe('EditPostsPage', () => {
  it('says the profile could not be loaded when the posts cannot be read', async () => {
    fake = installFakeFetch(() => ({
      status: 404,
      body: { statusCode: 404, message: TALENT_MESSAGES.influencerNotFoundTitle },
    }));
    const { hook } = memoryLocation({ path: '/talent/5/edit-posts' });
    render(
      <Router hook={hook}>
        <Route path="/talent/:influencerId/edit-posts" component={EditPostsPage} />
      </Router>,
    );
    expect((await screen.findByRole('alert')).textContent).toContain(TALENT_MESSAGES.postEditorLoadFailed);
    expect(fake.callsTo('/api/user/influencers/extra-data/5')).toHaveLength(1);
  });
});
