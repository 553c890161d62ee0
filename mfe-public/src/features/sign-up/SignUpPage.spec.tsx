import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { apiErrorAnswer, type FakeFetch } from '@tpp/ui/testing';
import { SignUpPage } from './SignUpPage';
import { fakeNetwork, fill, press, setUpPublicPageTests } from '../../testing/publicPageTests';

let network: FakeFetch;

setUpPublicPageTests();

const submit = () => press('Sign Up');

describe('SignUpPage', () => {
  it('requires a name and an email', async () => {
    network = fakeNetwork(() => ({ body: {} }));
    render(<SignUpPage />);
    await submit();
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(network.calls).toHaveLength(0);
  });

  it('shows no account hint: every address gets the same thank-you', async () => {
    network = fakeNetwork(() => ({ status: 201, body: { success: true } }));
    render(<SignUpPage />);
    fill('Name', 'Ana Silva');
    fill('Email', 'ana@agency.com');
    await submit();
    expect(network.callsTo('/api/account-registration')[0]?.body).toEqual({
      name: 'Ana Silva',
      email: 'ana@agency.com',
    });
    expect(screen.getByRole('heading', { name: 'Thank You' })).toBeTruthy();
    expect(screen.getByText(/If this address already has an account, we have sent it an email/)).toBeTruthy();
    expect(screen.queryByText(/already registered/)).toBeNull();
  });

  it('sends the affiliation when given and confirms', async () => {
    network = fakeNetwork(() => ({ status: 201, body: { success: true } }));
    render(<SignUpPage />);
    fill('Name', 'Ana Silva');
    fill('Email', 'ana@agency.com');
    fill('Agency or affiliation (optional)', 'Northstar');
    await submit();
    expect(network.callsTo('/api/account-registration')[0]?.body).toEqual({
      name: 'Ana Silva',
      email: 'ana@agency.com',
      affiliation: 'Northstar',
    });
    expect(screen.getByRole('heading', { name: 'Thank You' })).toBeTruthy();
  });

  it('shows the server field messages of a 400', async () => {
    network = fakeNetwork(() =>
      apiErrorAnswer(400, 'INVALID_INPUT', 'Invalid', { email: ['email must be an email'] }),
    );
    render(<SignUpPage />);
    fill('Name', 'Ana Silva');
    fill('Email', 'not-an-email');
    await submit();
    expect(screen.getByText('Email must be an email')).toBeTruthy();
  });
});
