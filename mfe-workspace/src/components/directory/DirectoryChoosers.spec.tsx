import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { DirectoryChoosers } from './DirectoryChoosers';
import { NO_DIRECTORY_FILTERS, type DirectoryFilters } from './directoryFilters';

afterEach(cleanup);

const renderChoosers = (patch: Partial<DirectoryFilters> = {}) => {
  const onChange = jest.fn<(patch: Partial<DirectoryFilters>) => void>();
  render(<DirectoryChoosers filters={{ ...NO_DIRECTORY_FILTERS, ...patch }} onChange={onChange} />);
  return onChange;
};

/** The option texts of a select after 'Any'. */
const optionsOf = (label: string) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .map((option) => option.textContent)
    .filter((text) => text !== 'Any');

const disabledOf = (label: string) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .filter((option) => (option as HTMLOptionElement).disabled)
    .map((option) => option.textContent);

describe('DirectoryChoosers', () => {
  it('offers exactly the option lists of docs/product/directory-search.md', () => {
    renderChoosers();
    expect(optionsOf('Platform')).toEqual(['Instagram', 'TikTok', 'YouTube']);
    const followers = ['10K', '25K', '50K', '100K', '250K', '500K', '1M', '3M'];
    expect(optionsOf('Followers from')).toEqual(followers);
    expect(optionsOf('Followers to')).toEqual(followers);
    const views = ['5K', '10K', '25K', '50K', '100K', '250K', '500K', '1M'];
    expect(optionsOf('Average Views from')).toEqual(views);
    expect(optionsOf('Average Views to')).toEqual(views);
    expect(optionsOf('Audience Age from')).toEqual(['13', '18', '25', '35', '45', '55', '65']);
    expect(optionsOf('Audience Age to')).toEqual(['17', '24', '34', '44', '54', '64']);
    const tens = ['10%+', '20%+', '30%+', '40%+', '50%+', '60%+', '70%+', '80%+', '90%+'];
    expect(optionsOf('Minimum Age Share')).toEqual(tens);
    expect(optionsOf('US Audience Share minimum')).toEqual(tens);
    expect(optionsOf('Engagement Rate minimum')).toEqual(['1%+', '2%+', '3%+', '5%+', '10%+']);
    expect(optionsOf('Creator Age from')).toEqual(['18', '25', '35', '45', '55', '65']);
    expect(optionsOf('Creator Age to')).toEqual(['17', '24', '34', '44', '54', '64']);
    expect(optionsOf('Creator Gender')).toEqual(['Male', 'Female']);
    expect(optionsOf('Audience Gender (70%+)')).toEqual(['Male', 'Female']);
  });

  it('makes a talent age from above the chosen to impossible, and a to below the chosen from', () => {
    renderChoosers({ ageMin: 35, ageMax: 54 });
    expect(disabledOf('Creator Age from')).toEqual(['55', '65']);
    expect(disabledOf('Creator Age to')).toEqual(['17', '24', '34']);
  });

  it('applies the same rule to followers, audience age and average views', () => {
    renderChoosers({ followersMin: 100_000, audienceAgeMax: 24, avgViewsMax: 25_000 });
    expect(disabledOf('Followers to')).toEqual(['10K', '25K', '50K']);
    expect(disabledOf('Followers from')).toEqual([]);
    expect(disabledOf('Audience Age from')).toEqual(['25', '35', '45', '55', '65']);
    expect(disabledOf('Average Views from')).toEqual(['50K', '100K', '250K', '500K', '1M']);
  });

  it('reports what each chooser sets; Any clears it', () => {
    const onChange = renderChoosers({ usAudienceShareMin: 60 });
    fireEvent.change(screen.getByLabelText('Platform'), { target: { value: 'tiktok' } });
    expect(onChange).toHaveBeenLastCalledWith({ platform: 'tiktok' });
    fireEvent.change(screen.getByLabelText('Followers from'), { target: { value: '250000' } });
    expect(onChange).toHaveBeenLastCalledWith({ followersMin: 250_000 });
    fireEvent.change(screen.getByLabelText('US Audience Share minimum'), { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith({ usAudienceShareMin: null });
    fireEvent.change(screen.getByLabelText('Minimum Age Share'), { target: { value: '30' } });
    expect(onChange).toHaveBeenLastCalledWith({ minAgeShare: 30 });
    fireEvent.change(screen.getByLabelText('Audience Gender (70%+)'), { target: { value: 'female' } });
    expect(onChange).toHaveBeenLastCalledWith({ audienceGender: 'female' });
    fireEvent.change(screen.getByLabelText('Engagement Rate minimum'), { target: { value: '5' } });
    expect(onChange).toHaveBeenLastCalledWith({ engagementRateMin: 5 });
    fireEvent.change(screen.getByLabelText('Average Views to'), { target: { value: '1000000' } });
    expect(onChange).toHaveBeenLastCalledWith({ avgViewsMax: 1_000_000 });
    fireEvent.change(screen.getByLabelText('Creator Gender'), { target: { value: 'male' } });
    expect(onChange).toHaveBeenLastCalledWith({ gender: 'male' });
    fireEvent.change(screen.getByLabelText('Creator Age to'), { target: { value: '34' } });
    expect(onChange).toHaveBeenLastCalledWith({ ageMax: 34 });
  });
});
