import { describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { TalentNames } from './TalentNames';

const influencers = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    fullname: `Creator ${index + 1}`,
    picture_main_url: `/p/${index + 1}.jpg`,
  }));
const names = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('TalentNames (the sheets list talent column)', () => {
  it('lists every name of a sheet with up to 9 creators, with nothing to expand', () => {
    render(<TalentNames influencers={influencers(9)} />);
    expect(names()).toHaveLength(9);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("shows 6 of 10 with 'Show 4 More', then all with 'Show Less', and folds again", () => {
    render(<TalentNames influencers={influencers(10)} />);
    expect(names()).toEqual(influencers(6).map((creator) => creator.fullname));
    const more = screen.getByRole('button', { name: 'Show 4 More' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(names()).toHaveLength(10);
    const less = screen.getByRole('button', { name: 'Show Less' });
    expect(less.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(less);
    expect(names()).toHaveLength(6);
  });
});
