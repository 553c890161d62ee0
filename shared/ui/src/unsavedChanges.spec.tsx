import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { UNSAVED_CHANGES_MESSAGES } from '@tpp/contracts';
import { hasUnsavedChanges, useUnsavedChangesGuard } from './unsavedChanges.js';

function Form({ dirty, savesOnLeave = false }: { dirty: boolean; savesOnLeave?: boolean }) {
  useUnsavedChangesGuard(dirty, { savesOnLeave });
  return <p>form</p>;
}

const dialog = () => screen.queryByRole('dialog');

afterEach(() => {
  cleanup();
  document.querySelectorAll('dialog').forEach((element) => element.remove());
  window.history.replaceState(null, '', '/campaign/view/abc');
});

/** What single-spa dispatches before it changes apps (v6): Back/Forward carry the browser's popstate. */
function singleSpaRouting(newPath: string, originalEvent: Event = new PopStateEvent('popstate')) {
  const cancelNavigation = jest.fn();
  const event = new CustomEvent('single-spa:before-routing-event', {
    detail: {
      originalEvent,
      oldUrl: `${window.location.origin}/campaign/view/abc`,
      newUrl: `${window.location.origin}${newPath}`,
      cancelNavigation,
    },
  });
  const later = jest.fn();
  window.addEventListener('single-spa:before-routing-event', later);
  window.dispatchEvent(event);
  window.removeEventListener('single-spa:before-routing-event', later);
  return { cancelNavigation, later };
}

describe('useUnsavedChangesGuard', () => {
  it('lets a clean page go without asking', () => {
    window.history.replaceState(null, '', '/campaign/view/abc');
    render(<Form dirty={false} />);
    window.history.pushState(null, '', '/campaigns');
    expect(window.location.pathname).toBe('/campaigns');
    expect(dialog()).toBeNull();
    const { cancelNavigation, later } = singleSpaRouting('/talent-sheets');
    expect(cancelNavigation).not.toHaveBeenCalled();
    expect(later).toHaveBeenCalled();
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);
  });

  it('keeps a dirty page when the question is dismissed, and leaves when it is confirmed', async () => {
    window.history.replaceState(null, '', '/campaign/view/abc');
    render(<Form dirty />);
    expect(hasUnsavedChanges()).toBe(true);

    window.history.pushState(null, '', '/campaigns');
    expect(window.location.pathname).toBe('/campaign/view/abc');
    expect(await screen.findByText(UNSAVED_CHANGES_MESSAGES.confirm)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: UNSAVED_CHANGES_MESSAGES.stay }));
    await waitFor(() => expect(dialog()).toBeNull());
    expect(window.location.pathname).toBe('/campaign/view/abc');
    expect(screen.getByText('form')).toBeTruthy();

    window.history.pushState(null, '', '/campaigns');
    fireEvent.click(await screen.findByRole('button', { name: UNSAVED_CHANGES_MESSAGES.leave }));
    await waitFor(() => expect(window.location.pathname).toBe('/campaigns'));
    expect(dialog()).toBeNull();
  });

  it('does not ask for a change of the query only', () => {
    window.history.replaceState(null, '', '/campaign/view/abc');
    render(<Form dirty />);
    window.history.pushState(null, '', '/campaign/view/abc?page=2');
    expect(window.location.search).toBe('?page=2');
    expect(dialog()).toBeNull();
  });

  it('cancels browser Back while dirty, then goes where Back led when the user leaves', async () => {
    window.history.replaceState(null, '', '/campaign/view/abc');
    render(<Form dirty />);
    const { cancelNavigation, later } = singleSpaRouting('/campaigns');
    expect(cancelNavigation).toHaveBeenCalledWith(true);
    // The shell's routing listener never sees a navigation that did not happen.
    expect(later).not.toHaveBeenCalled();
    fireEvent.click(await screen.findByRole('button', { name: UNSAVED_CHANGES_MESSAGES.stay }));
    await waitFor(() => expect(dialog()).toBeNull());
    expect(window.location.pathname).toBe('/campaign/view/abc');

    singleSpaRouting('/campaigns');
    fireEvent.click(await screen.findByRole('button', { name: UNSAVED_CHANGES_MESSAGES.leave }));
    await waitFor(() => expect(window.location.pathname).toBe('/campaigns'));
  });

  it('leaves the popstate that single-spa makes for a pushState alone (it was asked about already)', () => {
    render(<Form dirty />);
    const made = Object.assign(new PopStateEvent('popstate'), { singleSpa: true });
    const { cancelNavigation, later } = singleSpaRouting('/campaigns', made);
    expect(cancelNavigation).not.toHaveBeenCalled();
    expect(later).toHaveBeenCalled();
  });

  it('asks the browser before reload or close only while dirty, and stops once saved', () => {
    const { rerender } = render(<Form dirty />);
    const dirtyUnload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirtyUnload);
    expect(dirtyUnload.defaultPrevented).toBe(true);

    rerender(<Form dirty={false} />);
    expect(hasUnsavedChanges()).toBe(false);
    const cleanUnload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(cleanUnload);
    expect(cleanUnload.defaultPrevented).toBe(false);
    window.history.pushState(null, '', '/campaigns');
    expect(window.location.pathname).toBe('/campaigns');
    expect(dialog()).toBeNull();
  });

  it('counts every dirty form: the page stays guarded until the last one is clean', () => {
    const { unmount } = render(
      <>
        <Form dirty />
        <Form dirty />
      </>,
    );
    expect(hasUnsavedChanges()).toBe(true);
    unmount();
    expect(hasUnsavedChanges()).toBe(false);
  });

  it('a form that saves on leaving lets in-app moves go, but still asks before reload or close', () => {
    window.history.replaceState(null, '', '/talent-sheet/abc');
    render(<Form dirty savesOnLeave />);
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
    const { cancelNavigation } = singleSpaRouting('/talent-sheets');
    expect(cancelNavigation).not.toHaveBeenCalled();
    window.history.pushState(null, '', '/talent-sheets');
    expect(window.location.pathname).toBe('/talent-sheets');
    expect(dialog()).toBeNull();
  });
});
