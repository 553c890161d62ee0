import './profile.css';
import type { ReactNode } from 'react';
import type { TeamDisplaySettings } from '@tpp/contracts';
import { themeProps } from './theme.js';

export interface ThemedPageProps {
  display: TeamDisplaySettings;
  children: ReactNode;
  className?: string;
}

/** A page root themed by the team's display settings (colours, fonts, dark mode, background). */
export function ThemedPage({ display, children, className }: ThemedPageProps) {
  const theme = themeProps(display);
  return (
    <div className={[theme.className, 'pf-page', className].filter(Boolean).join(' ')} style={theme.style}>
      {children}
    </div>
  );
}
