import { describe, expect, it } from '@jest/globals';
import { parseSeedArgs, SeedArgsError } from './seed-args.js';

describe('seed CLI arguments', () => {
  it('reads the options', () => {
    expect(parseSeedArgs(['--talent', '1000', '--seed=7'])).toMatchObject({
      talent: 1000,
      seed: 7,
      team: null,
      posts: false,
    });
    expect(parseSeedArgs(['--talent', '5', '--team', '3'])).toMatchObject({ team: 3, posts: true });
    expect(parseSeedArgs(['--accounts', '1_000_000'])).toMatchObject({ accounts: 1_000_000, talent: null });
    expect(parseSeedArgs(['--talent', '5', '--demo'])).toMatchObject({ demo: true, posts: true });
  });

  it('rejects bad input with the option named', () => {
    expect(() => parseSeedArgs([])).toThrow(SeedArgsError);
    expect(() => parseSeedArgs(['--talent', 'many'])).toThrow('--talent');
    expect(() => parseSeedArgs(['--talent', '0'])).toThrow('--talent');
    expect(() => parseSeedArgs(['--talent', '5', '--team', '1', '--demo'])).toThrow('--demo');
    expect(() => parseSeedArgs(['--talent', '5', '--bogus'])).toThrow('--bogus');
  });
});
