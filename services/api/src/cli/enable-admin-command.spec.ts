import { describe, expect, it } from '@jest/globals';
import { EnableAdminArgsError, parseEnableAdminArgs } from './enable-admin-command.js';

describe('enable-admin arguments', () => {
  it('reads one email, normalised', () => {
    expect(parseEnableAdminArgs(['  Admin@Agency.COM '])).toEqual({ help: false, email: 'admin@agency.com' });
    expect(parseEnableAdminArgs(['--help'])).toEqual({ help: true });
  });

  it('rejects anything else, saying what is wrong', () => {
    expect(() => parseEnableAdminArgs([])).toThrow(EnableAdminArgsError);
    expect(() => parseEnableAdminArgs(['a@b.example', 'c@d.example'])).toThrow('exactly one');
    expect(() => parseEnableAdminArgs(['not-an-email'])).toThrow('not an email');
    expect(() => parseEnableAdminArgs(['--force', 'a@b.example'])).toThrow('--force');
  });
});
