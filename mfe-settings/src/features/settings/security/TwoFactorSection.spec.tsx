import { afterEach, describe, expect, it } from '@jest/globals';
import type { TwoFactorStatusResponse } from '@tpp/contracts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { apiErrorAnswer, installFakeFetch, type FakeFetch } from '@tpp/ui/testing';
import { TwoFactorSection } from './TwoFactorSection';

let network: FakeFetch;

afterEach(() => network.restore());

const OFF: TwoFactorStatusResponse = {
  enabled: false,
  required: false,
  enabled_at: null,
  recovery_codes_left: 0,
};
const ON: TwoFactorStatusResponse = {
  enabled: true,
  required: false,
  enabled_at: '2026-11-24T10:00:00.000Z',
  recovery_codes_left: 10,
};
const CODES = ['aaaa-bbbb-cccc-dddd', 'eeee-ffff-gggg-hhhh'];

async function click(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('TwoFactorSection', () => {
  it('sets up an authenticator: secret and address, the first code, then the recovery codes once', async () => {
    let status = OFF;
    network = installFakeFetch((request) => {
      if (request.path === '/api/user/two-factor') return { body: status };
      if (request.path === '/api/user/two-factor/setup')
        return {
          body: { secret: 'JBSWY3DPEHPK3PXP', otpauth_uri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP' },
        };
      status = ON;
      return { body: { success: true, recovery_codes: CODES } };
    });
    await act(async () => {
      render(<TwoFactorSection />);
    });
    expect(screen.getByText('Two-factor sign-in is off.')).toBeTruthy();
    await click('Set Up Two-Factor Sign-In');
    expect(screen.getByLabelText('Secret key').textContent).toBe('JBSW Y3DP EHPK 3PXP');

    fill('Code from the app', '12 34');
    await click('Turn On');
    expect(screen.getByRole('alert').textContent).toBe('Enter the 6 digits your app shows.');
    expect(network.callsTo('/api/user/two-factor/confirm')).toHaveLength(0);

    fill('Code from the app', '123 456');
    await click('Turn On');
    expect(network.callsTo('/api/user/two-factor/confirm')[0]!.body).toEqual({ code: '123456' });
    expect(screen.getByRole('list', { name: 'Recovery codes' }).textContent).toContain(CODES[1]);
    await click('I Saved My Codes');
    expect(screen.getByText('Two-factor sign-in is on.')).toBeTruthy();
    expect(screen.queryByText(CODES[0]!)).toBeNull();
  });

  it('turns off with a recovery code; staff and admins see no Turn Off', async () => {
    let status: typeof ON | typeof OFF = ON;
    network = installFakeFetch((request) => {
      if (request.path === '/api/user/two-factor') return { body: status };
      status = OFF;
      return { body: { success: true } };
    });
    await act(async () => {
      render(<TwoFactorSection />);
    });
    fill('Code from your app, or a recovery code', 'aaaa-bbbb-cccc-dddd');
    await click('Turn Off');
    expect(network.callsTo('/api/user/two-factor/disable')[0]!.body).toEqual({
      recovery_code: 'aaaa-bbbb-cccc-dddd',
    });
    expect(screen.getByText('Two-factor sign-in is off.')).toBeTruthy();
  });

  it('never offers Turn Off when it is required', async () => {
    network = installFakeFetch(() => ({ body: { ...ON, required: true } }));
    await act(async () => {
      render(<TwoFactorSection />);
    });
    expect(screen.getByText(/must keep two-factor sign-in on/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Turn Off' })).toBeNull();
  });

  it('says why while acting as someone else', async () => {
    network = installFakeFetch(() =>
      apiErrorAnswer(
        403,
        'TWO_FACTOR_WHILE_ACTING',
        'Return to your own account to change its two-factor sign-in.',
      ),
    );
    await act(async () => {
      render(<TwoFactorSection />);
    });
    expect(screen.getByText('Return to your own account to change its two-factor sign-in.')).toBeTruthy();
  });
});
