import { afterAll, beforeAll } from '@jest/globals';
import type { DirectoryAccount, DirectoryResponse } from '@tpp/contracts';

/** A directory row; `n` makes ids, names and handles unique. */
export function directoryAccount(n: number, patch: Partial<DirectoryAccount> = {}): DirectoryAccount {
  return {
    id: 1000 + n,
    influencer_id: 500 + n,
    platform: 'instagram',
    handle: `creator${n}`,
    fullname: `Directory Creator ${n}`,
    picture_main_url: `https://cdn.example/creator${n}.jpg`,
    gender: n % 2 ? 'female' : 'male',
    age: 20 + n,
    followers: 1_000_000 - n * 1000,
    total_reach: 1_500_000,
    engagement_rate: 3.25,
    avg_views: 42_000,
    us_audience_share: 61.5,
    audience_female_percent: 70,
    audience_male_percent: 30,
    audience_age_share: null,
    on_roster: false,
    tags: [],
    ...patch,
  };
}

/** One page of `count` rows starting after row `from`. */
export function directoryPage(
  from: number,
  count: number,
  more: boolean,
  patch: Partial<DirectoryResponse> = {},
): DirectoryResponse {
  return {
    accounts: Array.from({ length: count }, (_, i) => directoryAccount(from + i + 1)),
    page: 1,
    limit: 300,
    more,
    next_cursor: more ? `cursor-after-${from + count}` : null,
    ...patch,
  };
}

/**
 * jsdom lays nothing out: while the tests of the calling spec file run, the results' scrolling
 * box has a height, so the virtualised rows render. Call it at the top of the file.
 */
export function giveResultsAHeight(): void {
  const real = Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight')!;
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return this.classList.contains('tpp-directory-results') ? 800 : 0;
      },
    });
  });
  afterAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', real);
    delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
  });
}
