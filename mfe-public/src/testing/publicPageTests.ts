import { afterEach, beforeEach, jest } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { sessionStore } from '@tpp/session';
import { installFakeFetch, type FakeFetch, type FakeHandler } from '@tpp/ui/testing';
import { viewerEmailStore } from '../api/viewerEmail';

let installed: FakeFetch | null = null;

/** The test's fake network (see installFakeFetch), restored after the test by setUpPublicPageTests. */
export function fakeNetwork(handler: FakeHandler): FakeFetch {
  installed = installFakeFetch(handler);
  return installed;
}

/**
 * The frame of a public page's spec; call it once at the top of the file. Before each test: no
 * scrolling (jsdom does not scroll) and a new visitor (empty localStorage, no remembered viewer
 * email). After it: the real network back (see fakeNetwork), nobody signed in and the address at '/'.
 */
export function setUpPublicPageTests(): void {
  beforeEach(() => {
    window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
    window.localStorage.clear();
    viewerEmailStore.getState().reload();
  });
  afterEach(() => {
    installed?.restore();
    installed = null;
    sessionStore.setState({ status: 'idle', user: null });
    window.history.replaceState(null, '', '/');
  });
}

/** Types `value` into the field labelled `label`. */
export function fill(label: string, value: string): void {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** Clicks the button named `name` and lets what it starts settle (its calls, the state they set). */
export async function press(name: string): Promise<void> {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

/**
 * Presses Send Response and answers the response form's dialog. The first open imports the
 * form's module, which Jest transforms then: the wait allows for a busy machine.
 */
export async function openResponseForm(): Promise<HTMLElement> {
  fireEvent.click(screen.getByRole('button', { name: 'Send Response' }));
  const heading = await screen.findByRole(
    'heading',
    { name: 'Send Response', hidden: true },
    { timeout: 15_000 },
  );
  return heading.closest('dialog') as HTMLElement;
}
