/** A creator and its account as the engine reads them, for the engine's unit tests. */
import type { CreatorAccount, CreatorRecord } from './creator.js';

export function account(overrides: Partial<CreatorAccount> = {}): CreatorAccount {
  return {
    id: 10,
    platform: 'tiktok',
    handle: 'brooke',
    followers: 50_000,
    engagementRate: 4.2,
    avgViews: 12_400,
    usShare: 70,
    female: 80,
    male: 20,
    ages: [5, 40, 30, 15, 10],
    countries: [
      { code: 'US', name: 'United States', share: 0.7 },
      { code: 'CA', name: 'Canada', share: 0.1 },
    ],
    primary: true,
    ...overrides,
  };
}

export function creator(overrides: Partial<CreatorRecord> = {}, accounts = [account()]): CreatorRecord {
  return {
    id: 1,
    name: 'Brooke Hill',
    description: '',
    tags: ['Fitness', 'Running'],
    descriptionTags: [],
    city: 'Austin',
    state: 'Texas',
    country: 'US',
    gender: 'female',
    age: 30,
    accounts,
    ...overrides,
  };
}
