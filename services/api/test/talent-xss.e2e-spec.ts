import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { renderMarkdown } from '../src/modules/talent/markdown/markdown.js';
import { XSS_PAYLOADS } from '../src/modules/talent/markdown/xss-corpus.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Written out here on purpose (not imported from markdown.ts): the test's own list of what may show. */
const ALLOWED_TAGS = 'p strong em a ul ol li br h3 h4 h5 h6 blockquote code'.split(' ');

interface Report {
  ran: number;
  tags: string[];
  handlers: string[];
  hrefs: string[];
  styled: number;
}

/**
 * Puts each HTML into the page as the profile does (innerHTML), fires events, and reports what ran.
 * Browser code as a string: the API's TypeScript has no DOM library.
 */
const INSPECT = `async (list) => {
  const flag = () => { window.__xss = (window.__xss || 0) + 1; };
  Object.assign(window, { alert: flag, confirm: flag, prompt: flag });
  window.__xss = 0;
  const root = document.getElementById('root');
  root.replaceChildren();
  for (const html of list) {
    const section = document.createElement('section');
    section.innerHTML = html;
    root.append(section);
  }
  // Give errors, loads and animations a chance to fire handlers; then hover and focus everything.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const all = [...root.querySelectorAll('*')];
  for (const element of all) {
    element.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    element.dispatchEvent(new FocusEvent('focus'));
  }
  await new Promise((resolve) => setTimeout(resolve, 50));
  return {
    ran: window.__xss || 0,
    tags: [...new Set(all.map((element) => element.tagName.toLowerCase()))].sort(),
    handlers: all.flatMap((element) => [...element.attributes].filter((a) => a.name.startsWith('on')).map((a) => a.name)),
    hrefs: all.flatMap((element) => element.getAttribute('href') ?? []),
    styled: all.filter((element) => element.hasAttribute('style') || element.hasAttribute('src')).length,
  };
}`;

function inspect(page: Page, htmls: string[]): Promise<Report> {
  return page.evaluate(`(${INSPECT})(${JSON.stringify(htmls)})`) as Promise<Report>;
}

/**
 * The XSS corpus, rendered and sanitised, shown the way the profile shows descriptions in real
 * Chromium: nothing runs, and the DOM holds no script, handler, style or script URL.
 */
(existsSync(CHROMIUM) ? describe : describe.skip)('sanitised markdown in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it(`runs none of the ${XSS_PAYLOADS.length} payloads`, async () => {
    const page = await browser.newPage();
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await page.setContent('<!doctype html><main id="root"></main>');

    const report = await inspect(
      page,
      XSS_PAYLOADS.map((payload) => renderMarkdown(payload)),
    );
    expect(report.ran).toBe(0);
    expect(dialogs).toBe(0);
    expect(report.handlers).toEqual([]);
    expect(report.styled).toBe(0);
    for (const tag of report.tags) expect([...ALLOWED_TAGS, 'section']).toContain(tag);
    for (const href of report.hrefs) expect(href).toMatch(/^(https?:|mailto:)/);

    // Control: the same page does catch an unsanitised vector.
    const control = await inspect(page, ['<img src=x onerror=alert(1)>']);
    expect(control.ran).toBeGreaterThan(0);
    await page.close();
  });
});
