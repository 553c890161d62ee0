import { describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { TALENT_MESSAGES, type PostType } from '@tpp/contracts';
import type { EditablePost, InfluencerExtraData } from '@tpp/contracts';
import { fakeFetchForEachTest } from '@tpp/ui/testing';
import { PostsEditor } from './PostsEditor';

function post(type: PostType, index: number): EditablePost {
  return {
    post_id: `${type}-${index}`,
    link: `https://example.com/p/${index}`,
    image: '',
    thumbnail: '',
    caption: `${type} caption ${index}`,
    text: '',
    stat: { likes: 10, comments: 2, views: null },
    post_type: type,
    hidden: false,
  };
}

function extraData(topPosts: number, excluded: string[] = []): InfluencerExtraData {
  return {
    influencer_id: 9,
    excluded_post_ids: excluded,
    accounts: [
      {
        id: 1,
        platform: 'instagram',
        platform_account_name: 'maya',
        profile_url: 'https://instagram.com/maya',
        primary: true,
        posts: {
          top_posts: Array.from({ length: topPosts }, (_, index) => post('top_posts', index + 1)),
          top_reels: [],
          recent_posts: [post('recent_posts', 1)],
          commercial_posts: [],
        },
        notable_followers: [],
      },
      {
        id: 2,
        platform: 'tiktok',
        platform_account_name: 'maya.tt',
        profile_url: 'https://tiktok.com/@maya.tt',
        primary: false,
        posts: { top_posts: [], top_reels: [], recent_posts: [], commercial_posts: [] },
        notable_followers: [],
      },
    ],
  };
}

const fake = fakeFetchForEachTest(() => ({ body: { success: true } }));

const shownPosts = () =>
  within(screen.getByRole('list', { name: 'Top Posts posts' })).getAllByRole('listitem');

describe('PostsEditor', () => {
  it('shows 6 posts per view with paging', () => {
    render(<PostsEditor data={extraData(14)} />);
    expect(shownPosts()).toHaveLength(6);
    expect(screen.getByText('View 1 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(shownPosts()).toHaveLength(2);
    expect(screen.getByText('top_posts caption 13')).toBeTruthy();
  });

  it('hides a post and persists the excluded ids', async () => {
    render(<PostsEditor data={extraData(3)} />);
    fireEvent.click(screen.getAllByRole('button', { name: /^Hide/ })[1] as HTMLElement);
    await waitFor(() =>
      expect(fake.callsTo('/api/team/influencer-settings')[0]?.body).toEqual({
        influencer_id: 9,
        settings: { excluded_post_ids: ['top_posts-2'] },
      }),
    );
    expect(screen.getByText('Hidden')).toBeTruthy();
  });

  it('asks before resetting all hidden posts and resets on confirmation', async () => {
    render(<PostsEditor data={extraData(3, ['top_posts-1', 'recent_posts-1'])} />);
    fireEvent.click(screen.getByRole('button', { name: 'Reset all hidden posts' }));
    expect(screen.getByText(TALENT_MESSAGES.resetHiddenPosts)).toBeTruthy();
    expect(fake.calls).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Reset', hidden: true }));
    await waitFor(() =>
      expect(fake.callsTo('/api/team/influencer-settings')[0]?.body).toEqual({
        influencer_id: 9,
        settings: { excluded_post_ids: [] },
      }),
    );
  });

  it("says 'No posts to show' in an empty tab and 'No posts available' for an account without posts", () => {
    render(<PostsEditor data={extraData(3)} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Top Reels' }));
    expect(screen.getByText(TALENT_MESSAGES.noPostsToShow)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Account'), { target: { value: '2' } });
    expect(screen.getByText(TALENT_MESSAGES.noPostsAvailable)).toBeTruthy();
  });
});
