import { afterEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { UserStatus } from '@tpp/contracts';
import { sessionStore } from '@tpp/session';
import { hasUnsavedChanges } from '@tpp/ui';
import { apiErrorAnswer, installFakeFetch, type FakeAnswer, type FakeFetch } from '@tpp/ui/testing';
import { PersonalDetailsForm } from './PersonalDetailsForm';

let network: FakeFetch;

afterEach(() => {
  network.restore();
  sessionStore.setState({ status: 'idle', user: null });
});

const configuration = { email: 'ana@agency.com', full_name: 'Ana Silva', nickname: 'Ana' };

function serve(saveAnswer: FakeAnswer) {
  network = installFakeFetch(({ method }) => (method === 'GET' ? { body: configuration } : saveAnswer));
}

async function renderLoaded() {
  await act(async () => {
    render(<PersonalDetailsForm />);
  });
}

async function save() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
  });
}

describe('PersonalDetailsForm', () => {
  it('loads the details, saves them and updates the session user', async () => {
    serve({ status: 201, body: configuration });
    sessionStore.setState({
      status: 'ready',
      user: { id: 1, settings: { ...configuration } } as unknown as UserStatus,
    });
    await renderLoaded();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ana@agency.com');
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Ana Silva');
    expect(hasUnsavedChanges()).toBe(false);

    fireEvent.change(screen.getByLabelText('Nickname'), { target: { value: ' Annie ' } });
    // An edited field guards the page until it is saved.
    expect(hasUnsavedChanges()).toBe(true);
    await save();
    expect(hasUnsavedChanges()).toBe(false);
    expect(network.callsTo('/api/user/configuration').at(-1)).toEqual({
      method: 'POST',
      path: '/api/user/configuration',
      body: { full_name: 'Ana Silva', nickname: 'Annie' },
    });
    expect(screen.getByText('Settings saved')).toBeTruthy();
    expect(sessionStore.getState().user?.settings.nickname).toBe('Annie');
  });

  it('shows the field messages of a 400 answer', async () => {
    serve(apiErrorAnswer(400, 'INVALID_INPUT', 'Invalid', { full_name: ['full_name is too long'] }));
    await renderLoaded();
    await save();
    expect(screen.getByText('Full name is too long')).toBeTruthy();
    expect(screen.queryByText('Settings saved')).toBeNull();
  });
});
