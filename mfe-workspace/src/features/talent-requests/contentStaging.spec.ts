import { describe, expect, it } from '@jest/globals';
import { REQUEST_MESSAGES } from '@tpp/contracts';
import { stage, unstage } from './contentStaging';

describe('the content change staging area', () => {
  it('stages http(s) URLs per account, blank ones ignored', () => {
    expect(stage({}, '7', ['https://a.example/1', ' ', 'http://a.example/2'])).toEqual({
      staging: { '7': ['https://a.example/1', 'http://a.example/2'] },
    });
  });

  it('refuses no URL, a bad URL, no account and a fourth URL with the spec messages', () => {
    expect(stage({}, '7', ['  '])).toEqual({ problem: REQUEST_MESSAGES.needOneUrl });
    expect(stage({}, '7', ['www.a.example'])).toEqual({ problem: 'Invalid URL format: www.a.example' });
    expect(stage({}, '', ['https://a.example'])).toEqual({ problem: REQUEST_MESSAGES.contentNeedsAccount });
    const three = { '7': ['https://a.example/1', 'https://a.example/2', 'https://a.example/3'] };
    expect(stage(three, '7', ['https://a.example/4'])).toEqual({ problem: REQUEST_MESSAGES.tooManyUrls });
    expect(stage(three, '8', ['https://b.example/1'])).toEqual({
      staging: { ...three, '8': ['https://b.example/1'] },
    });
  });

  it('removes a staged URL and an account left empty', () => {
    expect(
      unstage({ '7': ['https://a.example/1', 'https://a.example/2'] }, '7', 'https://a.example/1'),
    ).toEqual({
      '7': ['https://a.example/2'],
    });
    expect(unstage({ '7': ['https://a.example/1'] }, '7', 'https://a.example/1')).toEqual({});
  });
});
