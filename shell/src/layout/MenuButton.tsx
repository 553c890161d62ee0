import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ShellLink } from '../components/ShellLink';
import { usePopover } from '../components/usePopover';
import { Icon } from '../components/Icon';
import type { MenuEntry } from '../navigation/navEntries';

/**
 * A menu button after the WAI-ARIA pattern: Enter, Space or the arrow keys open it onto an item,
 * the arrows, Home and End move, Escape closes it and returns focus to the button, Tab or a click
 * elsewhere closes it.
 */
export function MenuButton({
  className,
  buttonClassName,
  menuAlign = 'right',
  entries,
  children,
}: {
  /** The root's class besides 'shell-menu'. */
  className: string;
  buttonClassName: string;
  /** Which edge of the button the open menu lines up with. */
  menuAlign?: 'left' | 'right';
  entries: readonly MenuEntry[];
  /** The button's content, which names it. */
  children: ReactNode;
}) {
  const { open, setOpen, rootRef } = usePopover();
  const [focusIndex, setFocusIndex] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const buttonId = useId();
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const items = menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]');
    items?.[focusIndex]?.focus();
  }, [open, focusIndex]);

  const openAt = (index: number) => {
    setFocusIndex((index + entries.length) % entries.length);
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(entries.length - 1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const moves: Record<string, number> = {
      ArrowDown: focusIndex + 1,
      ArrowUp: focusIndex - 1,
      Home: 0,
      End: entries.length - 1,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      openAt(target);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  return (
    <div className={`shell-menu ${className}`} ref={rootRef}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className={buttonClassName}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
      >
        {children}
        <Icon name="caret" />
      </button>
      <ul
        ref={menuRef}
        id={menuId}
        role="menu"
        aria-labelledby={buttonId}
        className={`shell-menu__list shell-menu__list--${menuAlign}`}
        hidden={!open}
        onKeyDown={onMenuKeyDown}
      >
        {entries.map((entry) => (
          <li key={entry.href} role="none">
            <ShellLink
              href={entry.href}
              role="menuitem"
              tabIndex={-1}
              className="shell-menu__item"
              onClick={() => close(false)}
            >
              {entry.label}
            </ShellLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
