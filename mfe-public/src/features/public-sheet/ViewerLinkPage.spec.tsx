import { describe, expect, it } from '@jest/globals';
import { StrictMode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { apiErrorAnswer, deferred, type FakeAnswer, type FakeFetch } from '@tpp/ui/testing';
import { viewerEmailStore } from '../../api/viewerEmail';
import { ViewerLinkPage } from './ViewerLinkPage';
import { fakeNetwork, setUpPublicPageTests } from '../../testing/publicPageTests';

let network: FakeFetch;

setUpPublicPageTests();

describe('ViewerLinkPage (the registration gate link)', () => {
  it('confirms the token once under StrictMode, remembers the address and opens the sheet', async () => {
    const answer = deferred<FakeAnswer>();
    network = fakeNetwork(() => answer.promise);
    window.history.replaceState(null, '', '/public/sheet-viewer/confirm/1.n.s');
    render(
      <StrictMode>
        <ViewerLinkPage token="1.n.s" />
      </StrictMode>,
    );
    expect(screen.getByRole('heading', { name: 'Confirming your email' })).toBeTruthy();
    await act(async () => answer.resolve({ body: { email: 'buyer@brand.example', sheet_id: 'sheetA' } }));
    const calls = network.callsTo('/api/sheet-viewer/confirm');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({ token: '1.n.s' });
    expect(viewerEmailStore.getState().email).toBe('buyer@brand.example');
    expect(window.location.pathname).toBe('/public/talent-sheet/roster-view/sheetA');
  });

  it('says when the link is not valid and stays', async () => {
    network = fakeNetwork(() =>
      apiErrorAnswer(400, 'VIEWER_LINK_INVALID', 'This link is not valid or has expired.'),
    );
    window.history.replaceState(null, '', '/public/sheet-viewer/confirm/2.n.s');
    await act(async () => {
      render(<ViewerLinkPage token="2.n.s" />);
    });
    expect(screen.getByRole('heading', { name: 'This link cannot be used' })).toBeTruthy();
    expect(screen.getByText('This link is not valid or has expired.')).toBeTruthy();
    expect(viewerEmailStore.getState().email).toBeNull();
    expect(window.location.pathname).toBe('/public/sheet-viewer/confirm/2.n.s');
  });
});
