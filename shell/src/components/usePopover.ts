import { useEffect, useRef, useState } from 'react';

/**
 * The open state of a header popover (the account menu, the notifications panel): while it is
 * open, a pointer press outside the element under `rootRef` closes it.
 */
export function usePopover() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open]);

  return { open, setOpen, rootRef };
}
