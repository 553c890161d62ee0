import type { BootDocument } from '@tpp/contracts';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const SHELL_INDEX_HTML =
  '<!doctype html><html><head><title>Talent Pitch Pro (test shell)</title></head><body><div id="root"></div></body></html>';

/** A STATIC_ROOT with a built shell and one built remote (mfe-settings); the other remotes are missing. */
export async function makeStaticRoot(options: { withShell?: boolean } = {}): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'tpp-static-'));
  const files: Record<string, string> = {
    'mfe-settings/dist/mf-manifest.json': '{"name":"mfe_settings","metaData":{}}',
    'mfe-settings/dist/remoteEntry.js': 'var remote = 1;',
    'mfe-settings/dist/static/js/settings.3f9a1c2b.js': 'var hashed = 1;',
  };
  if (options.withShell !== false) {
    files['shell/dist/index.html'] = SHELL_INDEX_HTML;
    files['shell/dist/main.0badc0de.js'] = 'console.log("shell");';
    files['shell/dist/vendor.1234abcd.js'] =
      `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ row: i })))};`;
  }
  for (const [path, content] of Object.entries(files)) {
    await mkdir(join(root, path, '..'), { recursive: true });
    await writeFile(join(root, path), content);
  }
  return root;
}

const BOOT_SCRIPT = /<script type="application\/json" id="tpp-boot">([\s\S]*?)<\/script>/;

/** The boot document a page's HTML carries (see PageBoot). */
export function bootOf(html: string): BootDocument {
  const json = BOOT_SCRIPT.exec(html)?.[1];
  if (json === undefined) throw new Error('The page has no boot document');
  return JSON.parse(json) as BootDocument;
}

/** A page's HTML without its boot document: the shell's index.html plus any head tags. */
export function withoutBoot(html: string): string {
  return html.replace(BOOT_SCRIPT, '');
}
