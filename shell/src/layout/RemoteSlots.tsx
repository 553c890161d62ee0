import { useLayoutEffect, useRef } from 'react';
import { useShell } from '../state/shellStore';

/**
 * Hosts the remotes' slot elements. They are created once, outside React, and only moved in
 * here, so a re-render of the layout can never tear down a mounted remote.
 */
export function RemoteSlots() {
  const slots = useShell((state) => state.slots);
  const containerRef = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const container = containerRef.current;
    if (container) container.append(...slots);
  }, [slots]);

  return <div ref={containerRef} className="shell-slots" />;
}
