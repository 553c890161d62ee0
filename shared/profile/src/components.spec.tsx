import { describe, expect, it, jest } from '@jest/globals';
import type { ReactElement } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { TALENT_MESSAGES } from '@tpp/contracts';
import { displaySettings, influencerProfile, rosterCard, socialAccount } from './testing/fixtures.js';
import { InfluencerProfileView } from './InfluencerProfileView.js';
import { RosterCard, cardEngagement } from './RosterCard.js';
import { SafeHtml } from './SafeHtml.js';

// Canvas charts do not draw in jsdom; the text alternatives are what the tests read.
jest.mock('./charts/AudienceChart', () => ({ __esModule: true, default: () => null }));

describe('SafeHtml', () => {
  it('renders the server-sanitised HTML and nothing for blank input', () => {
    const { container, rerender } = render(<SafeHtml html="<p>Hi <em>there</em></p>" />);
    expect(container.querySelector('em')?.textContent).toBe('there');
    rerender(<SafeHtml html="   " />);
    expect(container.innerHTML).toBe('');
  });
});

describe('RosterCard', () => {
  const open = jest.fn();

  it('hides the engagement rate when the creator hides it, the team hides it, or it is zero', () => {
    expect(cardEngagement(rosterCard())).toBe(3.21);
    expect(cardEngagement(rosterCard({ hide_engagement_rate: true }))).toBeNull();
    expect(cardEngagement(rosterCard({ primary_engagement_rate: 0 }))).toBeNull();
    expect(cardEngagement(rosterCard({ primary_engagement_rate: null }))).toBeNull();
    expect(cardEngagement(rosterCard(), true)).toBeNull();
    render(<RosterCard card={rosterCard({ primary_engagement_rate: 0 })} onOpen={open} href="#" />);
    expect(screen.queryByText('Engagement Rate')).toBeNull();
  });

  it('shows Audience Type by the 50 % rule and the Audience Age', () => {
    const { rerender } = render(
      <RosterCard card={rosterCard({ primary_female_audience: 50 })} onOpen={open} href="#" />,
    );
    expect(screen.getByText('50% Female')).toBeTruthy();
    rerender(<RosterCard card={rosterCard({ primary_female_audience: 30 })} onOpen={open} href="#" />);
    expect(screen.getByText('70% Male')).toBeTruthy();
    expect(screen.getByText('25-34')).toBeTruthy();
    expect(screen.getByText('3.21%')).toBeTruthy();
  });

  it('opens the creator in place on a plain click, with a lazy portrait', () => {
    const onOpen = jest.fn();
    const { container } = render(
      <RosterCard card={rosterCard()} onOpen={onOpen} href="/x?influencer_id=7" />,
    );
    fireEvent.click(screen.getByText('Ava Stone'));
    expect(onOpen).toHaveBeenCalledWith(7);
    expect(container.querySelector('img')?.getAttribute('loading')).toBe('lazy');
  });
});

/** Renders and lets the lazily loaded chart module settle. */
async function renderView(ui: ReactElement) {
  const result = render(ui);
  await act(async () => {});
  return result;
}

describe('InfluencerProfileView', () => {
  it('shows the profile with no edit control when none is given', async () => {
    await renderView(<InfluencerProfileView profile={influencerProfile()} display={displaySettings()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Ava Stone' })).toBeTruthy();
    expect(screen.getByText('world').tagName).toBe('STRONG');
    expect(screen.queryByText('Show/Hide Widgets')).toBeNull();
    expect(screen.queryByText('Alter Displayed Statistics')).toBeNull();
    expect(screen.queryByText('Edit location')).toBeNull();
    expect(screen.getByText('Austin, TX, United States')).toBeTruthy();
    // Top countries: 5, one decimal; Instagram cities: two decimals.
    expect(screen.getByText('55.1%')).toBeTruthy();
    expect(screen.queryByText('France')).toBeNull();
    expect(screen.getByText('12.35%')).toBeTruthy();
    // Chart text alternative.
    expect(screen.getByRole('table', { name: 'Audience gender' })).toBeTruthy();
  });

  it('says Subscribers for YouTube and Followers otherwise', async () => {
    const profile = influencerProfile({
      socials: [
        socialAccount(),
        socialAccount({ id: 12, platform: 'youtube', profile_url: 'https://youtube.com/@ava' }),
      ],
    });
    await renderView(<InfluencerProfileView profile={profile} display={displaySettings()} />);
    expect(screen.getByText('Subscribers')).toBeTruthy();
    expect(screen.getByText('Followers')).toBeTruthy();
  });

  it('offers Visit Profile when the account has no detailed audience data', async () => {
    const profile = influencerProfile({
      socials: [socialAccount({ audience_followers: null, profile_url: 'https://instagram.com/ava.styles' })],
    });
    await renderView(<InfluencerProfileView profile={profile} display={displaySettings()} />);
    expect(screen.getByText(TALENT_MESSAGES.noAudienceData)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Visit Profile' }).getAttribute('href')).toBe(
      'https://instagram.com/ava.styles',
    );
    expect(screen.queryByRole('table', { name: 'Audience gender' })).toBeNull();
  });

  it('shows 3 posts per type without the hidden ones, lazily loaded', async () => {
    const profile = influencerProfile({
      team_settings: { custom_display_name: null, excluded_post_ids: ['top-2'], disabledInfoBoxes: [] },
    });
    await renderView(<InfluencerProfileView profile={profile} display={displaySettings()} />);
    const panel = screen.getByRole('tabpanel');
    const images = within(panel).getAllByRole('img');
    expect(images.map((image) => image.getAttribute('alt'))).toEqual([
      'top post 1',
      'top post 3',
      'top post 4',
    ]);
    expect(images.every((image) => image.getAttribute('loading') === 'lazy')).toBe(true);
    expect(screen.getByRole('tab', { name: 'Top Reels' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Sponsorships' })).toBeNull();
  });

  it('hides tags and location when the team says so', async () => {
    await renderView(
      <InfluencerProfileView
        profile={influencerProfile()}
        display={displaySettings({ displayNoTags: true, displayHideLocation: true })}
      />,
    );
    expect(screen.queryByRole('list', { name: 'Tags' })).toBeNull();
    expect(screen.queryByText('Austin, TX, United States')).toBeNull();
  });

  it('marks custom tags', async () => {
    await renderView(
      <InfluencerProfileView
        profile={influencerProfile({ display_tags: ['Fashion', 'Northstar Pick'] })}
        display={displaySettings()}
      />,
    );
    const tags = screen.getByRole('list', { name: 'Tags' });
    expect(within(tags).getByText('(custom tag)', { exact: false })).toBeTruthy();
  });

  it('saves the widget choice through onSaveWidgets', async () => {
    const onSaveWidgets = jest.fn(async (_keys: string[]) => undefined);
    await renderView(
      <InfluencerProfileView
        profile={influencerProfile()}
        display={displaySettings()}
        editable={{ onSaveWidgets }}
      />,
    );
    fireEvent.click(screen.getByText('Show/Hide Widgets'));
    fireEvent.click(screen.getByRole('checkbox', { name: /Audience Gender/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaveWidgets).toHaveBeenCalledWith(['audience_gender']));
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Audience gender' })).toBeNull());
    expect(screen.getByText('Show/Hide Widgets')).toBeTruthy();
  });

  it('saves hidden statistics per account through onSaveHiddenStats', async () => {
    const onSaveHiddenStats = jest.fn(async (_settings: Record<string, string[]>) => undefined);
    await renderView(
      <InfluencerProfileView
        profile={influencerProfile()}
        display={displaySettings()}
        editable={{ onSaveHiddenStats }}
      />,
    );
    fireEvent.click(screen.getByText('Alter Displayed Statistics'));
    fireEvent.click(screen.getByRole('checkbox', { name: /Engagement Rate/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onSaveHiddenStats).toHaveBeenCalledWith({ '11': ['engagement_rate'] }));
  });

  it('offers case studies only when the team has them on, as a carousel of 3 slides', async () => {
    const study = {
      id: 1,
      title: 'Summer Launch',
      brandPartner: 'Solstice Swim',
      campaignObjectives: 'Awareness',
      campaignSummary: 'Three reels',
      campaignResults: 'Sold out',
      highlightedContentUrl: 'https://example.com/reel',
      contentThumbnail: null,
      horizontalThumbnail: null,
      stats: [{ title: 'Views' as const, value: 120000 }],
    };
    const profile = influencerProfile({ case_studies: [study] });
    const { unmount } = await renderView(
      <InfluencerProfileView profile={profile} display={displaySettings()} />,
    );
    expect(screen.queryByRole('button', { name: 'Case Studies' })).toBeNull();
    unmount();
    await renderView(
      <InfluencerProfileView profile={profile} display={displaySettings({ hasCaseStudies: true })} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Case Studies' }));
    expect(screen.getByText('Campaign · 1 of 3')).toBeTruthy();
    expect(screen.getByText('Solstice Swim')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Next', hidden: true }));
    expect(screen.getByText('Results · 3 of 3')).toBeTruthy();
    expect(screen.getByText('Sold out')).toBeTruthy();
    expect(screen.getByText('120K')).toBeTruthy();
  });
});
