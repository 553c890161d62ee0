import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MESSAGING_MESSAGES } from '@tpp/contracts';
import {
  deferred,
  installFakeFetch,
  type FakeAnswer,
  type FakeFetch,
  type RecordedRequest,
} from '@tpp/ui/testing';
import { ContactUsPage } from './ContactUsPage';

let fake: FakeFetch | null = null;
afterEach(() => {
  cleanup();
  fake?.restore();
  fake = null;
});

const pdf = (name = 'brief.pdf') => new File(['%PDF-1.4 test'], name, { type: 'application/pdf' });

/** media-upload answers a key named after the file; the PUT and the contact call answer `put` / `send`. */
function backend(
  options: {
    put?: (request: RecordedRequest) => FakeAnswer | Promise<FakeAnswer>;
    send?: FakeAnswer;
  } = {},
) {
  return installFakeFetch((request) => {
    if (request.path === '/api/media-upload') {
      const key = `key-${request.query.get('filename')}`;
      return {
        body: { url: `/uploads/${key}?signature=s`, key, method: 'PUT', headers: {}, expires_at: '' },
      };
    }
    if (request.path.startsWith('/uploads/')) return options.put ? options.put(request) : { status: 200 };
    if (request.path === '/api/user/contact-tpp')
      return options.send ?? { body: { success: true, conversation_id: 41 } };
    return { status: 404 };
  });
}

function attach(...files: File[]) {
  fireEvent.change(screen.getByLabelText('Attach files'), { target: { files } });
}

function typeMessage(text: string) {
  fireEvent.change(screen.getByLabelText('Message'), { target: { value: text } });
}

describe('ContactUsPage', () => {
  it('says a message is required and sends nothing when it is blank', async () => {
    fake = backend();
    render(<ContactUsPage />);
    typeMessage('   ');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(MESSAGING_MESSAGES.contactBlank)).toBeTruthy();
    expect(screen.getByLabelText('Message').getAttribute('aria-invalid')).toBe('true');
    expect(fake.callsTo('/api/user/contact-tpp')).toHaveLength(0);
  });

  it('uploads dropped files, lets one be removed, and sends the note with the uploaded keys', async () => {
    fake = backend();
    render(<ContactUsPage />);
    attach(pdf('brief.pdf'), pdf('rates.pdf'));
    const list = await screen.findByRole('list', { name: 'Attached files' });
    await waitFor(() => expect(within(list).getAllByText('Uploaded')).toHaveLength(2));
    expect(fake.callsTo('/api/media-upload').map((call) => call.query.get('type'))).toEqual([
      'application/pdf',
      'application/pdf',
    ]);
    expect(fake.calls.filter((call) => call.method === 'PUT')).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Remove rates.pdf' }));
    expect(within(list).queryByText('rates.pdf')).toBeNull();

    typeMessage('Please add our new creator.');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('heading', { name: MESSAGING_MESSAGES.contactSent })).toBeTruthy();
    expect(fake.callsTo('/api/user/contact-tpp')).toEqual([
      {
        method: 'POST',
        path: '/api/user/contact-tpp',
        body: { note: 'Please add our new creator.', uploadedKeys: ['key-brief.pdf'] },
      },
    ]);
    expect(screen.getByRole('link', { name: 'View Conversation' }).getAttribute('href')).toBe(
      '/messages?conversation_id=41',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Send Another Message' }));
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('');
    expect(screen.queryByRole('list', { name: 'Attached files' })).toBeNull();
  });

  it('sends a message without attachments without uploadedKeys', async () => {
    fake = backend();
    render(<ContactUsPage />);
    typeMessage('Hello');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('heading', { name: MESSAGING_MESSAGES.contactSent });
    expect(fake.callsTo('/api/user/contact-tpp')[0]!.body).toEqual({ note: 'Hello' });
  });

  it('keeps Send disabled while a file uploads', async () => {
    const held = deferred<FakeAnswer>();
    fake = backend({ put: () => held.promise });
    render(<ContactUsPage />);
    typeMessage('With a file');
    attach(pdf());
    expect(await screen.findByLabelText('Uploading brief.pdf')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
    held.resolve({ status: 200 });
    await screen.findByText('Uploaded');
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows an upload failure, refuses to send until it is resolved, and can try the file again', async () => {
    let failNext = true;
    fake = backend({
      put: () => {
        const answer = failNext ? { status: 500 } : { status: 200 };
        failNext = false;
        return answer;
      },
    });
    render(<ContactUsPage />);
    typeMessage('With a file');
    attach(pdf());
    expect(await screen.findByText(MESSAGING_MESSAGES.uploadFailed)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('Remove the files that could not be uploaded, or try them again.'),
    ).toBeTruthy();
    expect(fake.callsTo('/api/user/contact-tpp')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Try Again: brief.pdf' }));
    expect(await screen.findByText('Uploaded')).toBeTruthy();
    expect(screen.queryByText(MESSAGING_MESSAGES.uploadFailed)).toBeNull();
  });

  it('refuses files of other types without uploading them', async () => {
    fake = backend();
    render(<ContactUsPage />);
    attach(new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    expect(await screen.findByText(/setup\.exe cannot be attached/)).toBeTruthy();
    expect(fake.callsTo('/api/media-upload')).toHaveLength(0);
  });

  it('attaches at most five files', async () => {
    fake = backend();
    render(<ContactUsPage />);
    attach(...[1, 2, 3, 4, 5, 6].map((n) => pdf(`file-${n}.pdf`)));
    expect(await screen.findByText('At most 5 files can be attached.', { selector: 'li' })).toBeTruthy();
    await waitFor(() => expect(fake!.callsTo('/api/media-upload')).toHaveLength(5));
    expect((screen.getByRole('button', { name: 'Choose Files' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows the spec's failure text when sending fails and keeps the message", async () => {
    fake = backend({
      send: { status: 500, body: { statusCode: 500, error: 'INTERNAL_ERROR', message: 'x' } },
    });
    render(<ContactUsPage />);
    typeMessage('Keep me');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(MESSAGING_MESSAGES.contactFailed)).toBeTruthy();
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('Keep me');
  });
});
