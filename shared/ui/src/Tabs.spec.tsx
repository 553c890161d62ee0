import { describe, expect, it } from '@jest/globals';
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { Tabs } from './Tabs.js';

function TwoTabs() {
  const [selected, setSelected] = useState('one');
  return (
    <Tabs
      label="Sections"
      selectedId={selected}
      onSelect={setSelected}
      tabs={[
        { id: 'one', label: 'First', content: <p>First panel</p> },
        { id: 'two', label: 'Second', content: <p>Second panel</p> },
      ]}
    />
  );
}

describe('Tabs', () => {
  it('shows the selected panel and switches by click and arrow keys', () => {
    render(<TwoTabs />);
    expect(screen.getByRole('tablist', { name: 'Sections' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'First' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('First panel');

    fireEvent.click(screen.getByRole('tab', { name: 'Second' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Second panel');

    fireEvent.keyDown(screen.getByRole('tab', { name: 'Second' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'First' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'First' }));
  });
});
