import { afterEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { DEFAULT_TEAM_DISPLAY_SETTINGS, type TeamLookResponse } from '@tpp/contracts';
import { rosterCard } from '@tpp/profile/testing';
import { hasUnsavedChanges } from '@tpp/ui';
import { installFakeFetch, type FakeAnswer, type FakeFetch } from '@tpp/ui/testing';
import { changedOptions, hexOf } from './lookOptions';
import { LOOK_SAVED, TeamLookSection } from './TeamLookSection';

let network: FakeFetch;
afterEach(() => network.restore());

const look = (overrides: Partial<TeamLookResponse['display_settings']> = {}): TeamLookResponse => ({
  team_id: 3,
  team_name: 'Northstar Talent',
  team_image_url: null,
  display_settings: { ...DEFAULT_TEAM_DISPLAY_SETTINGS, ...overrides },
});

const roster = {
  team: {},
  influencers: [rosterCard({ id: 7, fullname: 'Real Creator' })],
  stats: { creators: 1, total_reach: 1, reach_by_platform: {} },
};

function serve(save: (body: unknown) => FakeAnswer, read: FakeAnswer = { body: look() }) {
  network = installFakeFetch(({ method, path, body }) => {
    if (path === '/api/user/team/look') return read;
    if (path === '/api/team/roster/3') return { body: roster };
    if (method === 'POST' && path === '/api/set-team-options') return save(body);
    return { status: 404, body: { message: 'Not found' } };
  });
}

async function renderLoaded() {
  await act(async () => {
    render(<TeamLookSection />);
  });
}

const preview = () => screen.getByRole('list', { name: 'Preview creators' });

describe('TeamLookSection', () => {
  it("previews unsaved settings with the team's real cards, then saves only what changed", async () => {
    serve((body) => {
      const { options } = body as { options: Record<string, unknown> };
      return { body: look(options as Partial<TeamLookResponse['display_settings']>) };
    });
    await renderLoaded();
    expect(within(preview()).getByText('Real Creator')).toBeTruthy();
    expect(preview().className).toBe('pf-cards');
    expect(
      (screen.getByRole('button', { name: 'Save Display Settings' }) as HTMLButtonElement).disabled,
    ).toBe(true);

    fireEvent.click(screen.getByRole('checkbox', { name: /Old roster layout/ }));
    fireEvent.change(screen.getByLabelText('Accent colour'), { target: { value: '#1a7f5a' } });
    // The preview follows before anything is saved; leaving now asks first.
    expect(preview().className).toBe('pf-cards pf-cards--old');
    const themed = preview().closest('.pf-theme') as HTMLElement;
    expect(themed.style.getPropertyValue('--pf-accent')).toBe('#1a7f5a');
    expect(hasUnsavedChanges()).toBe(true);
    expect(network.callsTo('/api/set-team-options')).toHaveLength(0);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save Display Settings' }));
    });
    expect(network.callsTo('/api/set-team-options')).toEqual([
      {
        method: 'POST',
        path: '/api/set-team-options',
        body: { options: { displayAccentColor: '#1a7f5a', displayOldRoster: true } },
      },
    ]);
    expect(screen.getByText(LOOK_SAVED)).toBeTruthy();
    expect(hasUnsavedChanges()).toBe(false);
  });

  it('shows the message naming the option when the API refuses one, and keeps the draft', async () => {
    serve(() => ({
      status: 400,
      body: {
        error: 'INVALID_INPUT',
        message: 'x',
        fields: {
          'options.displayRosterTitleFont': ['options.displayRosterTitleFont must be one of neuton'],
        },
      },
    }));
    await renderLoaded();
    fireEvent.change(screen.getByLabelText('Roster title font'), { target: { value: 'lora' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save Display Settings' }));
    });
    expect(screen.getByRole('alert').textContent).toContain('Roster title font must be one of neuton');
    expect((screen.getByLabelText('Roster title font') as HTMLSelectElement).value).toBe('lora');
  });

  it('says so when the settings cannot be loaded, and Try Again loads them', async () => {
    let reads = 0;
    network = installFakeFetch(({ path }) => {
      if (path === '/api/user/team/look') {
        reads += 1;
        return reads === 1
          ? { status: 500, body: { message: 'The service is unavailable.' } }
          : { body: look() };
      }
      return { body: roster };
    });
    await renderLoaded();
    expect(screen.getByRole('alert').textContent).toContain('The service is unavailable.');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    });
    expect(screen.getByRole('button', { name: 'Save Display Settings' })).toBeTruthy();
  });

  it('Discard Changes puts the saved settings back', async () => {
    serve(() => ({ body: look() }));
    await renderLoaded();
    fireEvent.click(screen.getByRole('checkbox', { name: /Rounded portraits/ }));
    expect(preview().className).toBe('pf-cards pf-cards--rounded');
    fireEvent.click(screen.getByRole('button', { name: 'Discard Changes' }));
    expect(preview().className).toBe('pf-cards');
  });
});

describe('look options', () => {
  it('sends only changed options, never the dark logo; colours as #rrggbb', () => {
    const saved = look().display_settings;
    expect(changedOptions(saved, { ...saved, displayDarkLogo: '/x.png' })).toEqual({});
    expect(
      changedOptions(saved, { ...saved, displayNoTags: true, displayRosterNameColor: '#000000' }),
    ).toEqual({
      displayNoTags: true,
      displayRosterNameColor: '#000000',
    });
    expect(hexOf('shine-gold')).toBe('#b8902f');
    expect(hexOf('#ABC')).toBe('#aabbcc');
    expect(hexOf(null)).toBeNull();
  });
});
