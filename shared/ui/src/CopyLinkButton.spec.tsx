import { describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { CopyLinkButton } from './CopyLinkButton.js';

describe('CopyLinkButton', () => {
  it("says 'Copied' beside the button, outside its name", async () => {
    Object.assign(navigator, { clipboard: { writeText: () => Promise.resolve() } });
    render(<CopyLinkButton url="/public/talent-sheet/abc" label="Copy single page link" />);
    const button = screen.getByRole('button', { name: 'Copy single page link' });
    fireEvent.click(button);
    const status = await screen.findByText('Copied');
    expect(status.getAttribute('role')).toBe('status');
    expect(button.contains(status)).toBe(false);
    expect(button.textContent).toBe('');
  });
});
