import { stat } from 'node:fs/promises';
import { createRequire } from 'node:module';

type RenderFirstScreen = (
  path: string,
  search: string,
  answers: Record<string, unknown>,
) => Promise<string | null>;

const CHECK_MS = 1_000;
const load = createRequire(import.meta.url);

/**
 * mfe-public's server renderer (mfe-public/dist-server/first-screen.cjs, built with the remote):
 * the first screen of a pitch page as HTML, from the same components the browser runs. Without
 * the file (a remote deployed elsewhere, or not built) pages get the skeleton first paint; a
 * rebuild while the API runs is picked up within a second.
 */
export class FirstScreenRenderer {
  private loaded: { checkedAt: number; mtimeMs: number; render: RenderFirstScreen | null } | null = null;

  constructor(
    private readonly file: string,
    private readonly warn: (error: unknown) => void,
  ) {}

  /** The page's first screen, or null when there is no renderer or it fails (the page still loads). */
  async render(path: string, search: string, answers: Record<string, unknown>): Promise<string | null> {
    const render = await this.renderer();
    if (!render) return null;
    try {
      return await render(path, search, answers);
    } catch (error) {
      this.warn(error);
      return null;
    }
  }

  private async renderer(): Promise<RenderFirstScreen | null> {
    const now = Date.now();
    if (this.loaded && now - this.loaded.checkedAt < CHECK_MS) return this.loaded.render;
    const mtimeMs = await stat(this.file).then(
      (stats) => stats.mtimeMs,
      () => -1,
    );
    if (this.loaded?.mtimeMs !== mtimeMs) {
      delete load.cache[this.file];
      let render: RenderFirstScreen | null = null;
      try {
        if (mtimeMs !== -1)
          render = (load(this.file) as { renderFirstScreen: RenderFirstScreen }).renderFirstScreen;
      } catch (error) {
        this.warn(error);
      }
      this.loaded = { checkedAt: now, mtimeMs, render };
    }
    this.loaded.checkedAt = now;
    return this.loaded.render;
  }
}
