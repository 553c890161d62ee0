import { describe, expect, it } from '@jest/globals';
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { SelectField } from './SelectField.js';
import { TextAreaField } from './TextAreaField.js';
import { TextField } from './TextField.js';

const describedText = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');

function Bio({ error }: { error?: string }) {
  const [bio, setBio] = useState('Hi');
  return (
    <TextAreaField
      label="Bio"
      rows={5}
      maxLength={20}
      counter
      value={bio}
      error={error}
      onChange={(event) => setBio(event.target.value)}
    />
  );
}

describe('TextAreaField', () => {
  it('labels the text area and describes it by its hint', () => {
    render(<TextAreaField label="Notes" hint="Shown to the team" defaultValue="" rows={3} />);
    const field = screen.getByLabelText('Notes');
    expect(field.tagName).toBe('TEXTAREA');
    expect(field.getAttribute('rows')).toBe('3');
    expect(field.getAttribute('aria-invalid')).toBeNull();
    expect(describedText(field)).toBe('Shown to the team');
    expect(field.closest('.tpp-field')).not.toBeNull();
  });

  it('counts the characters against the limit while typing', () => {
    render(<Bio />);
    const field = screen.getByLabelText('Bio');
    expect(describedText(field)).toBe('2 / 20 characters');
    fireEvent.change(field, { target: { value: 'Hello there' } });
    expect(describedText(field)).toBe('11 / 20 characters');
  });

  it('shows an error in place of the hint and marks the field invalid', () => {
    render(<Bio error="Bio is too long." />);
    const field = screen.getByLabelText('Bio');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(field)).toBe('Bio is too long.');
    expect(screen.getByRole('alert').textContent).toBe('Bio is too long.');
    expect(screen.queryByText(/characters/)).toBeNull();
  });

  it("lets the caller's own aria attributes win, as TextField does", () => {
    render(
      <>
        <TextAreaField label="Summary" aria-invalid />
        <TextField label="Title" aria-invalid />
      </>,
    );
    expect(screen.getByLabelText('Summary').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Title').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('SelectField', () => {
  it('labels the drop-down, keeps its options and wires the error', () => {
    render(
      <SelectField label="Role" defaultValue="member" error="Choose a role.">
        <option value="member">Member</option>
        <option value="team_admin">Team Admin</option>
      </SelectField>,
    );
    const select = screen.getByLabelText('Role') as HTMLSelectElement;
    expect(select.tagName).toBe('SELECT');
    expect(select.value).toBe('member');
    expect(select.options).toHaveLength(2);
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(select)).toBe('Choose a role.');
  });
});
