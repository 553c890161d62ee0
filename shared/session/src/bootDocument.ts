import { BOOT_DOCUMENT_ID, type BootDocument } from '@tpp/contracts';

let boot: BootDocument | null | undefined;

/** The boot document the server wrote into this page's HTML, or null (read once). */
export function bootDocument(): BootDocument | null {
  if (boot !== undefined) return boot;
  boot = null;
  if (typeof document === 'undefined') return boot;
  const text = document.getElementById(BOOT_DOCUMENT_ID)?.textContent;
  if (!text) return boot;
  try {
    const value = JSON.parse(text) as Partial<BootDocument> | null;
    if (value && typeof value === 'object') {
      boot = { remotes: value.remotes ?? [], answers: value.answers ?? {}, manifests: value.manifests ?? {} };
    }
  } catch {
    // A damaged document only costs the round trips it would have saved.
  }
  return boot;
}

/** The answer to a GET the HTML carried, without handing it out (a first render reads it). */
export function peekBootAnswer(url: string): unknown {
  const answers = bootDocument()?.answers;
  return answers && Object.hasOwn(answers, url) ? answers[url] : undefined;
}

/**
 * The answer to a GET the HTML carried, handed out once: whoever asks again (a retry, a later
 * visit of the same page in this tab) gets fresh data from the network.
 */
export function takeBootAnswer(url: string): unknown {
  const answers = bootDocument()?.answers;
  if (!answers || !Object.hasOwn(answers, url)) return undefined;
  const answer = answers[url];
  delete answers[url];
  return answer;
}

/** Sets the document instead of reading the page's (the server's first-screen renderer; tests). */
export function provideBootDocument(document: BootDocument | null): void {
  boot = document;
}

/** Forgets the document (tests). */
export function resetBootDocument(): void {
  boot = undefined;
}
