import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { API_ERROR_CODES, SHEET_LIMITS, SHEET_MESSAGES } from '@tpp/contracts';
import { apiErrorAnswer, type FakeAnswer, type FakeFetch } from '@tpp/ui/testing';
import { VIEWER_EMAIL_KEY, viewerEmailStore } from '../../api/viewerEmail';
import { validateResponseForm } from './responseForm';
import { fakeNetwork, openResponseForm, setUpPublicPageTests } from '../../testing/publicPageTests';
import { publicSheet } from '../../testing/sheetFixtures';
import SheetResponsePage from './SheetResponsePage';

let fake: FakeFetch | null = null;
setUpPublicPageTests();

async function show(formAnswer: FakeAnswer = { body: { success: true } }) {
  fake = fakeNetwork(({ path }) => {
    if (path === '/api/public/talent-sheets/AbCdEfGhIjKlMnOp')
      return { body: publicSheet({}, { total: 4, limit: SHEET_LIMITS.responseViewLimit }) };
    if (path === '/api/talent-sheet-response-form') return formAnswer;
    return { body: { success: true } };
  });
  window.history.pushState(null, '', '/public/talent-sheet-response/AbCdEfGhIjKlMnOp');
  await act(async () => {
    render(<SheetResponsePage sheetId="AbCdEfGhIjKlMnOp" />);
  });
}

describe('validateResponseForm', () => {
  it('names the field that is wrong', () => {
    expect(validateResponseForm({ name: ' ', email: '', comments: '' })).toEqual({
      name: 'Name is required',
      email: 'Email is required',
    });
    expect(validateResponseForm({ name: 'Jo', email: 'jo@', comments: '' })).toEqual({
      email: 'Enter a valid email address',
    });
    expect(
      validateResponseForm({
        name: 'Jo',
        email: 'jo@brand.example',
        comments: 'x'.repeat(SHEET_LIMITS.responseCommentsMaxLength + 1),
      }).comments,
    ).toMatch(/at most/);
    expect(validateResponseForm({ name: 'Jo', email: 'jo@brand.example', comments: '' })).toEqual({});
  });
});

describe('SheetResponsePage', () => {
  it('asks for 50 creators, toggles hearts, sends the liked creators in sheet order and thanks the brand', async () => {
    await show();
    expect(fake!.calls.map((call) => call.url)[0]).toBe(
      '/api/public/talent-sheets/AbCdEfGhIjKlMnOp?page=1&limit=50',
    );
    const toggle = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });
    fireEvent.click(toggle('Creator 3'));
    fireEvent.click(toggle('Creator 1'));
    fireEvent.click(toggle('Creator 2'));
    fireEvent.click(toggle('Creator 2'));
    expect(toggle('Creator 1').getAttribute('aria-pressed')).toBe('true');
    expect(toggle('Creator 2').getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('2 creators marked')).toBeTruthy();

    const form = await openResponseForm();
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Send Response', hidden: true }));
    });
    expect(
      within(form)
        .getAllByRole('alert', { hidden: true })
        .map((node) => node.textContent),
    ).toEqual(['Name is required', 'Email is required']);
    expect(fake?.callsTo('/api/talent-sheet-response-form')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Jo Buyer' } });
    fireEvent.change(within(form).getByLabelText('Email'), { target: { value: 'jo@brand.example' } });
    fireEvent.change(within(form).getByLabelText('Comments (optional)'), { target: { value: 'Love them' } });
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Send Response', hidden: true }));
    });
    expect(fake?.callsTo('/api/talent-sheet-response-form')[0]?.body).toEqual({
      talent_sheet_id: 'AbCdEfGhIjKlMnOp',
      liked_influencers: [1, 3],
      responderName: 'Jo Buyer',
      responderEmail: 'jo@brand.example',
      comments: 'Love them',
    });
    expect(screen.getByRole('heading', { name: SHEET_MESSAGES.responseThanks })).toBeTruthy();
    // The thank-you screen shows what was sent and leads back to the sheet, nothing marked.
    const sent = screen.getByRole('region', { name: 'Your response' });
    expect(
      within(sent)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Creator 1', 'Creator 3']);
    expect(within(sent).getByText('Love them')).toBeTruthy();
    expect(within(sent).getByText('Jo Buyer (jo@brand.example)')).toBeTruthy();
    const back = screen.getByRole('link', { name: 'Back to the sheet' });
    expect(back.getAttribute('href')).toBe('/public/talent-sheet-response/AbCdEfGhIjKlMnOp');
    fireEvent.click(back);
    expect(screen.getByText('No creators marked yet')).toBeTruthy();
    expect(toggle('Creator 1').getAttribute('aria-pressed')).toBe('false');
    expect(fake?.callsTo('/api/analytics')[0]?.body).toEqual({
      event_type: 'sheet_response_view',
      data: { sheet_id: 'AbCdEfGhIjKlMnOp' },
    });
  });

  it('fills in the gate email and explains a rate limit clearly', async () => {
    window.localStorage.setItem(VIEWER_EMAIL_KEY, 'known@brand.example');
    viewerEmailStore.getState().reload();
    await show(apiErrorAnswer(429, API_ERROR_CODES.rateLimited, 'Too Many Requests'));
    const form = await openResponseForm();
    expect((within(form).getByLabelText('Email') as HTMLInputElement).value).toBe('known@brand.example');
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Jo' } });
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Send Response', hidden: true }));
    });
    expect(within(form).getByRole('alert', { hidden: true }).textContent).toMatch(/Too many responses/);
    expect(screen.queryByRole('heading', { name: SHEET_MESSAGES.responseThanks })).toBeNull();
  });

  it("puts the server's field messages under the named field", async () => {
    await show({
      status: 400,
      body: { message: 'Invalid', fields: { responderEmail: ['Email is not deliverable'] } },
    });
    const form = await openResponseForm();
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Jo' } });
    fireEvent.change(within(form).getByLabelText('Email'), { target: { value: 'jo@brand.example' } });
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Send Response', hidden: true }));
    });
    expect(within(form).getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByRole('alert', { hidden: true }).textContent).toBe('Email is not deliverable');
  });
});
