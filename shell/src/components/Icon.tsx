const PATHS = {
  gear: 'M12 15.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Zm7.4-2.5a7.6 7.6 0 0 0 0-2l2-1.6-2-3.4-2.4 1a7.4 7.4 0 0 0-1.7-1l-.4-2.5h-4l-.4 2.5a7.4 7.4 0 0 0-1.7 1l-2.4-1-2 3.4 2 1.6a7.6 7.6 0 0 0 0 2l-2 1.6 2 3.4 2.4-1a7.4 7.4 0 0 0 1.7 1l.4 2.5h4l.4-2.5a7.4 7.4 0 0 0 1.7-1l2.4 1 2-3.4-2-1.6Z',
  envelope: 'M3 5h18v14H3V5Zm1.5 1.5v.4l7.5 5.6 7.5-5.6v-.4h-15Zm15 2.3-7.5 5.6-7.5-5.6v8.7h15V8.8Z',
  menu: 'M3 6h18v2H3V6Zm0 5h18v2H3v-2Zm0 5h18v2H3v-2Z',
  caret: 'M7 10l5 5 5-5H7Z',
  bell: 'M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-5-1.5-1.5V11a5.5 5.5 0 0 0-4.5-5.41V4a1 1 0 1 0-2 0v1.59A5.5 5.5 0 0 0 6.5 11v4.5L5 17v1h14v-1Zm-3.5-1H8.5v-5a3.5 3.5 0 1 1 7 0v5Z',
} as const;

/** A decorative icon; the control around it carries the accessible name. */
export function Icon({ name }: { name: keyof typeof PATHS }) {
  return (
    <svg
      className="shell-icon"
      viewBox="0 0 24 24"
      width="22"
      height="22"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} fill="currentColor" />
    </svg>
  );
}
