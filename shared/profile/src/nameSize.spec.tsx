import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { displaySettings, influencerProfile, rosterCard } from './testing/fixtures.js';
import { ProfileHeader } from './ProfileHeader.js';
import { RosterCard } from './RosterCard.js';
import { nameClassName } from './rules.js';

describe('long creator names are set smaller', () => {
  it('adds pf-name--smaller above 18 characters and pf-name--smallest above 30', () => {
    expect(nameClassName('pf-card__name', 'Ava Stone')).toBe('pf-card__name');
    expect(nameClassName('pf-card__name', 'A'.repeat(18))).toBe('pf-card__name');
    expect(nameClassName('pf-card__name', 'A'.repeat(19))).toBe('pf-card__name pf-name--smaller');
    expect(nameClassName('pf-name', 'A'.repeat(30))).toBe('pf-name pf-name--smaller');
    expect(nameClassName('pf-name', 'A'.repeat(31))).toBe('pf-name pf-name--smallest');
  });

  it('on the public cards', () => {
    const { container } = render(
      <ul>
        <RosterCard
          card={rosterCard({ fullname: 'Maximiliana Featherstonehaugh' })}
          onOpen={jest.fn()}
          href="#"
        />
      </ul>,
    );
    expect(container.querySelector('.pf-card__name')?.className).toBe('pf-card__name pf-name--smaller');
  });

  it("in the profile header, by the name shown (the team's display name first)", () => {
    render(
      <ProfileHeader
        profile={influencerProfile({
          fullname: 'Ava',
          team_settings: {
            ...influencerProfile().team_settings,
            custom_display_name: 'Ava Stone and the Very Long Band Name',
          },
        })}
        display={displaySettings()}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 }).className).toBe('pf-name pf-name--smallest');
  });
});
