import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { TALENT_MESSAGES } from '@tpp/contracts';
import { installFakeFetch, type FakeFetch, type RecordedRequest } from '@tpp/ui/testing';
import { CustomDescriptionForm, MARKDOWN_HINT } from './CustomDescriptionForm';

let fake: FakeFetch | null = null;
afterEach(() => {
  cleanup();
  fake?.restore();
});

const SAVE_PATH = '/api/user/talent/custom-description';
const PREVIEW_PATH = '/api/user/talent/custom-description/preview';

/** The API: the preview wraps the draft in <p><em>; a save answers what it stored. */
function api(save: (request: RecordedRequest) => { status?: number; body: unknown } = saved) {
  return installFakeFetch((request) => {
    if (request.path === PREVIEW_PATH) {
      const { description } = request.body as { description: string };
      return { body: { html: description.trim() === '-' ? '' : `<p><em>${description}</em></p>` } };
    }
    return save(request);
  });
}

function saved(request: RecordedRequest) {
  const { description } = request.body as { description: string };
  const text = description === '' ? null : description;
  return {
    body: { success: true, custom_description: text, custom_description_html: text && `<p>${text}</p>` },
  };
}

/** The preview renders once typing pauses: room for a busy machine. */
const PREVIEWED = { timeout: 10_000 };

const field = () => screen.getByLabelText('Custom description') as HTMLTextAreaElement;
const saveButton = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;

describe('CustomDescriptionForm', () => {
  it('starts from the saved text with a markdown hint and its preview; Save waits for a change', async () => {
    fake = api();
    render(<CustomDescriptionForm influencerId={3} current="Our pick" hasDefault onSaved={jest.fn()} />);
    expect(field().value).toBe('Our pick');
    expect(document.getElementById(field().getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      MARKDOWN_HINT,
    );
    expect(MARKDOWN_HINT).not.toContain("'-'");
    expect(
      (await screen.findByText('Our pick', { selector: 'em' }, PREVIEWED)).closest('section')?.textContent,
    ).toContain('Preview');
    expect(saveButton().disabled).toBe(true);
    fireEvent.change(field(), { target: { value: '   ' } });
    expect(saveButton().disabled).toBe(true);
    fireEvent.change(field(), { target: { value: 'Our top pick' } });
    expect(saveButton().disabled).toBe(false);
    expect(await screen.findByText('Our top pick', { selector: 'em' }, PREVIEWED)).toBeTruthy();
    expect(fake.callsTo(PREVIEW_PATH).at(-1)?.body).toEqual({ description: 'Our top pick' });
  });

  it('keeps the text after saving; the default button asks first and empties the field', async () => {
    fake = api();
    const onSaved = jest.fn();
    render(<CustomDescriptionForm influencerId={3} current={null} hasDefault={false} onSaved={onSaved} />);
    expect(field().value).toBe('');
    expect(screen.queryByRole('button', { name: 'Use the default description' })).toBeNull();
    // Nothing to hide without a default description.
    expect(screen.queryByRole('button', { name: 'Show no description' })).toBeNull();
    fireEvent.change(field(), { target: { value: 'Fresh text' } });
    fireEvent.click(saveButton());
    expect(await screen.findByText('Custom description saved.')).toBeTruthy();
    expect(onSaved).toHaveBeenCalledWith({
      custom_description: 'Fresh text',
      custom_description_html: '<p>Fresh text</p>',
    });
    expect(field().value).toBe('Fresh text');
    expect(saveButton().disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Use the default description' }));
    expect(screen.getByText(TALENT_MESSAGES.deleteCustomDescription)).toBeTruthy();
    const dialog = screen.getByRole('dialog', { hidden: true });
    fireEvent.click(dialog.querySelector('.tpp-button--danger') as HTMLElement);
    expect(
      await screen.findByText('Custom description removed: the default description is shown.'),
    ).toBeTruthy();
    expect(fake.callsTo(SAVE_PATH).at(-1)?.body).toEqual({ description: '', influencer_id: 3 });
    expect(field().value).toBe('');
  });

  it("Show no description stores '-' and keeps a draft that differs; a typed '-' means the same", async () => {
    fake = api();
    render(<CustomDescriptionForm influencerId={3} current="Old" hasDefault onSaved={jest.fn()} />);
    fireEvent.change(field(), { target: { value: 'A draft' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show no description' }));
    expect(await screen.findByText('The profile now shows no description.')).toBeTruthy();
    expect(fake.callsTo(SAVE_PATH).at(-1)?.body).toEqual({ description: '-', influencer_id: 3 });
    expect(field().value).toBe('A draft');
    expect(screen.queryByRole('button', { name: 'Show no description' })).toBeNull();

    cleanup();
    render(<CustomDescriptionForm influencerId={3} current={null} hasDefault onSaved={jest.fn()} />);
    fireEvent.change(field(), { target: { value: ' - ' } });
    expect(screen.getByText(/saves as Show no description/)).toBeTruthy();
    expect(await screen.findByText('No description: the profile shows none.', {}, PREVIEWED)).toBeTruthy();
    fireEvent.click(saveButton());
    await waitFor(() => expect(fake?.callsTo(SAVE_PATH)).toHaveLength(2));
    expect(fake.callsTo(SAVE_PATH)[1]?.body).toEqual({ description: '-', influencer_id: 3 });
  });

  it("says 'Something is wrong' when saving fails, and keeps the text", async () => {
    fake = api(() => ({ status: 500, body: { statusCode: 500, message: 'x' } }));
    render(<CustomDescriptionForm influencerId={3} current="Kept" hasDefault onSaved={jest.fn()} />);
    fireEvent.change(field(), { target: { value: 'Kept, edited' } });
    fireEvent.click(saveButton());
    expect((await screen.findByRole('alert')).textContent).toBe(TALENT_MESSAGES.customDescriptionFailed);
    expect(field().value).toBe('Kept, edited');
  });
});
