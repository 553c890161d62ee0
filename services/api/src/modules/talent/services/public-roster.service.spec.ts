import { describe, expect, it, jest } from '@jest/globals';
import type { PublicRosterResponse } from '@tpp/contracts';
import type { PublicRosterRepository } from '../repositories/public-roster.repository.js';
import type { TeamRepository } from '../repositories/team.repository.js';
import { PublicRosterCache } from './public-roster-cache.js';
import { PublicRosterService } from './public-roster.service.js';

describe('PublicRosterService', () => {
  it('builds a missing roster once for all the requests waiting on it, then serves the cache', async () => {
    const cache = new PublicRosterCache();
    const service = new PublicRosterService({} as PublicRosterRepository, {} as TeamRepository, cache);
    const answer = { team: {}, influencers: [], stats: {} } as unknown as PublicRosterResponse;
    const build = jest.spyOn(service, 'build').mockResolvedValue(answer);

    const answers = await Promise.all(Array.from({ length: 20 }, () => service.roster(7)));
    expect(build).toHaveBeenCalledTimes(1);
    expect(new Set(answers.map((entry) => entry.etag)).size).toBe(1);
    expect(JSON.parse(answers[0]!.body.toString())).toEqual(answer);

    await service.roster(7);
    expect(build).toHaveBeenCalledTimes(1);
    cache.invalidate(7);
    await service.roster(7);
    expect(build).toHaveBeenCalledTimes(2);
  });
});
