import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { FormModal } from './FormModal.js';

function renderModal(props: { busy?: boolean; cancelDisabled?: boolean; submitDisabled?: boolean } = {}) {
  const onSubmit = jest.fn();
  const onClose = jest.fn();
  render(
    <FormModal title="Rename" submitLabel="Save" onSubmit={onSubmit} onClose={onClose} {...props}>
      <label>
        Name
        <input defaultValue="Spring" />
      </label>
    </FormModal>,
  );
  return { onSubmit, onClose };
}

describe('FormModal', () => {
  it('ties its submit button to its form (browser validation off) and reports the submission', () => {
    const { onSubmit, onClose } = renderModal();
    const submit = screen.getByRole('button', { name: 'Save', hidden: true }) as HTMLButtonElement;
    expect(submit.type).toBe('submit');
    expect(submit.form).toBe(document.querySelector('form'));
    expect(submit.form?.noValidate).toBe(true);
    fireEvent.submit(submit.form!);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes from Cancel', () => {
    const { onClose } = renderModal();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel', hidden: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('disables Cancel and Save while busy when the caller asks', () => {
    renderModal({ busy: true, cancelDisabled: true });
    expect((screen.getByRole('button', { name: 'Cancel', hidden: true }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect((screen.getByRole('button', { name: 'Save', hidden: true }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
