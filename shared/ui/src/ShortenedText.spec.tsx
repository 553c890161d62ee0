import { describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { ShortenedText } from './ShortenedText.js';

describe('ShortenedText', () => {
  it('shows a description under 243 characters whole, with nothing to press', () => {
    const text = 'a'.repeat(242);
    const { container } = render(<ShortenedText text={text} />);
    expect(container.textContent).toBe(text);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows 240 characters and an ellipsis from 243, and the whole text on Show more', () => {
    const text = `${'b'.repeat(240)}END`;
    const { container } = render(<ShortenedText text={text} className="bio" />);
    const paragraph = container.querySelector('p.bio')!;
    expect(paragraph.querySelector('.tpp-shortened__text')?.textContent).toBe(`${'b'.repeat(240)}…`);
    const more = screen.getByRole('button', { name: 'Show more' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(paragraph.textContent).toContain(text);
    fireEvent.click(screen.getByRole('button', { name: 'Show less' }));
    expect(paragraph.textContent).not.toContain('END');
  });
});
