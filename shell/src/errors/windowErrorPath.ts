import { reportFatalError } from '../state/shellStore';

declare const __webpack_public_path__: string;

/**
 * Uncaught exceptions thrown by the shell's own scripts show the generic error page. Errors of a
 * remote's scripts (another path or origin) stay contained: its error boundary or slot fallback
 * deals with them, and the rest of the page keeps working.
 */
export function installWindowErrorPath(): void {
  const shellAssets = new URL(__webpack_public_path__, window.location.href).href;
  window.addEventListener('error', (event) => {
    if (event.filename && event.filename.startsWith(shellAssets))
      reportFatalError(event.error ?? event.message);
  });
}
