import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import {
  API,
  BOOT_DOCUMENT_ID,
  matchesAny,
  pitchPageOf,
  type PitchPage,
  type RemoteDescriptor,
  type SplashTeam,
} from '@tpp/contracts';
import type { FirstScreenRenderer } from './first-screen.js';
import { renderSplash } from './splash-html.js';

/** The page request as the boot document needs it. */
export interface PageRequest {
  path: string;
  /** The query string with its '?', or ''. */
  search: string;
  cookie: string | undefined;
  ip: string;
  userAgent: string | undefined;
}

/** One GET answered in-process, as the browser would have received it. */
export interface InjectedAnswer {
  statusCode: number;
  contentType: string;
  payload: string;
  setCookie: string[];
}

export type InjectGet = (url: string, request: PageRequest) => Promise<InjectedAnswer>;

export interface BootedPage {
  html: string;
  /** Cookies the answers in the page set (the session status hands out the CSRF token). */
  setCookie: string[];
}

interface MfManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
  shared?: {
    name: string;
    assets?: { js?: { sync?: string[]; async?: string[] }; css?: { sync?: string[] } };
  }[];
}

type PageAssets = Record<string, { files: string[]; children: string[] } | undefined>;

const FILE_CACHE_MS = 1_000;

/**
 * Writes what a page needs first into its HTML, so the browser does not discover it one round
 * trip after another: preload links for the shell's and the page remote's code, the remotes
 * document and the remote's manifest, the session status and, on a brand-facing pitch page, the
 * page's first data and a first paint (team name, colours, skeleton cards). Each answer comes
 * from the real route through `inject`, with the visitor's cookies and address, so it is exactly
 * what the browser would have fetched.
 */
export class PageBoot {
  private readonly files = new Map<string, { checkedAt: number; mtimeMs: number; value: unknown }>();

  constructor(
    private readonly options: {
      staticRoot: string;
      remotes: RemoteDescriptor[];
      inject: InjectGet;
      firstScreen?: FirstScreenRenderer;
    },
  ) {}

  /** Gathers what the page carries; the answer writes it into the page's HTML. */
  async prepare(request: PageRequest): Promise<(html: string) => BootedPage> {
    const pitch = pitchPageOf(request.path);
    const dataUrl = pitch ? pitch.page.firstData(pitch.params, request.search) : null;
    const [status, data] = await Promise.all([
      this.options.inject(API.session.status.path, request),
      dataUrl ? this.options.inject(dataUrl, request) : Promise.resolve(null),
    ]);
    const answers: [string, string][] = [];
    if (isJsonOk(status)) answers.push([API.session.status.path, status.payload]);
    if (dataUrl && data && isJsonOk(data)) answers.push([dataUrl, data.payload]);

    const signedIn = isJsonOk(status) && readAuthed(status.payload);
    const remote = this.options.remotes.find((candidate) => matchesAny(candidate.routes, request.path));
    // A signed-out visitor of a team page is sent to sign-in: its remote's code would go unused.
    const preloadRemote = remote && (remote.name === 'mfe-public' || signedIn) ? remote : null;
    const firstData = pitch && dataUrl && data && isJsonOk(data) ? parseJson(data.payload) : undefined;
    const [remoteCode, shellFiles, drawn] = await Promise.all([
      preloadRemote ? this.remoteCode(preloadRemote, pitch?.page.chunk) : null,
      this.shellFiles(),
      firstData !== undefined && dataUrl && this.options.firstScreen
        ? this.options.firstScreen.render(request.path, request.search, { [dataUrl]: firstData })
        : null,
    ]);

    // The first screen needs the page's stylesheets for the first paint: only with the remote's files here.
    const firstScreen = remoteCode ? drawn : null;
    // Stylesheets first: the browser requests in document order, a few at a time.
    const urls = [...shellFiles.map((file) => `/assets/shell/${file}`), ...(remoteCode?.urls ?? [])];
    const links = (
      firstScreen === null
        ? urls
        : [...urls.filter(isStylesheet), ...urls.filter((url) => !isStylesheet(url))]
    )
      .map((url) => assetLink(url, firstScreen !== null))
      .join('');
    const manifests = remoteCode ? { [remoteCode.manifestUrl]: remoteCode.manifest } : {};
    const boot =
      `{"remotes":${JSON.stringify(this.options.remotes)},` +
      `"answers":{${answers.map(([url, payload]) => `${JSON.stringify(url)}:${payload}`).join(',')}},` +
      `"manifests":${JSON.stringify(manifests)}}`;
    const bootScript = `<script type="application/json" id="${BOOT_DOCUMENT_ID}">${escapeScriptJson(boot)}</script>`;
    const team = pitch && firstData !== undefined ? teamOf(pitch.page, firstData) : null;
    const splash = pitch && team ? renderSplash(team, pitch.page.layout, firstScreen) : null;

    const setCookie = [...status.setCookie, ...(data?.setCookie ?? [])];
    return (html) => {
      let out = insertBefore(html, /<\/head>/i, links);
      if (splash) {
        out = insertBefore(out, /<\/head>/i, splash.style);
        out = insertAfter(out, /<body[^>]*>/i, splash.html);
      }
      out = insertBefore(out, /<\/body>/i, bootScript);
      return { html: out, setCookie };
    };
  }

  private async shellFiles(): Promise<string[]> {
    const assets = await this.readJson<PageAssets>(
      join(this.options.staticRoot, 'shell', 'dist', 'page-assets.json'),
    );
    return assets?.main?.children ?? [];
  }

  /** The remote's entry, its exposed module and the page's chunk, minus what the shell provides. */
  private async remoteCode(
    remote: RemoteDescriptor,
    chunk: string | undefined,
  ): Promise<{ manifestUrl: string; manifest: MfManifest; urls: string[] } | null> {
    const base = `/assets/${remote.name}/`;
    // A remote served from elsewhere is loaded as before: its files are not on this disk.
    if (remote.manifestUrl !== `${base}mf-manifest.json`) return null;
    const dist = join(this.options.staticRoot, remote.name, 'dist');
    const [manifest, assets, shellManifest] = await Promise.all([
      this.readJson<MfManifest>(join(dist, 'mf-manifest.json')),
      this.readJson<PageAssets>(join(dist, 'page-assets.json')),
      this.readJson<MfManifest>(join(this.options.staticRoot, 'shell', 'dist', 'mf-manifest.json')),
    ]);
    if (!manifest?.metaData?.remoteEntry?.name) return null;
    const hostShared = new Set((shellManifest?.shared ?? []).map((shared) => shared.name));
    const provided = new Set(
      (manifest.shared ?? [])
        .filter((shared) => hostShared.has(shared.name))
        .flatMap((shared) => [...(shared.assets?.js?.sync ?? []), ...(shared.assets?.js?.async ?? [])]),
    );
    // A shared module's CSS can be emitted twice with the same content; the runtime loads the
    // first copy its manifest lists, so that is the one to preload.
    const firstCopy = new Map<string, string>();
    for (const file of (manifest.shared ?? []).flatMap((shared) => shared.assets?.css?.sync ?? [])) {
      const hash = contentHash(file);
      if (hash && !firstCopy.has(hash)) firstCopy.set(hash, file);
    }
    const entry = manifest.metaData.remoteEntry;
    const page = chunk ? assets?.[chunk] : undefined;
    const files = [
      `${entry.path ? `${entry.path}/` : ''}${entry.name}`,
      ...(manifest.exposes ?? []).flatMap((expose) => [
        ...(expose.assets?.js?.sync ?? []),
        ...(expose.assets?.css?.sync ?? []),
      ]),
      ...(page ? [...page.files, ...page.children] : []),
    ]
      .filter((file) => !provided.has(file))
      .map((file) => (file.endsWith('.css') ? (firstCopy.get(contentHash(file) ?? '') ?? file) : file));
    return {
      manifestUrl: remote.manifestUrl,
      manifest,
      urls: [...new Set(files)].map((file) => base + file),
    };
  }

  /** A JSON file of the built apps, re-read when it changes (a rebuild while the API runs). */
  private async readJson<T>(file: string): Promise<T | null> {
    const now = Date.now();
    const cached = this.files.get(file);
    if (cached && now - cached.checkedAt < FILE_CACHE_MS) return cached.value as T | null;
    try {
      const { mtimeMs } = await stat(file);
      if (cached && cached.mtimeMs === mtimeMs) {
        cached.checkedAt = now;
        return cached.value as T | null;
      }
      const value = JSON.parse(await readFile(file, 'utf8')) as T;
      this.files.set(file, { checkedAt: now, mtimeMs, value });
      return value;
    } catch {
      this.files.set(file, { checkedAt: now, mtimeMs: -1, value: null });
      return null;
    }
  }
}

function isJsonOk(answer: InjectedAnswer): boolean {
  return answer.statusCode === 200 && answer.contentType.startsWith('application/json');
}

function readAuthed(payload: string): boolean {
  try {
    return (JSON.parse(payload) as { authed?: unknown }).authed === true;
  } catch {
    return false;
  }
}

function parseJson(payload: string): unknown {
  try {
    return JSON.parse(payload) as unknown;
  } catch {
    return undefined;
  }
}

function teamOf(page: PitchPage, data: unknown): SplashTeam | null {
  try {
    return page.teamOf(data);
  } catch {
    return null;
  }
}

function contentHash(file: string): string | null {
  return /\.([0-9a-f]{8,})\.[a-z]+$/.exec(file)?.[1] ?? null;
}

const isStylesheet = (url: string) => url.endsWith('.css');

function assetLink(url: string, stylesheets: boolean): string {
  if (!isStylesheet(url)) return `<link rel="preload" as="script" href="${url}">`;
  return stylesheets
    ? `<link rel="stylesheet" href="${url}">`
    : `<link rel="preload" as="style" href="${url}">`;
}

/** JSON inside <script>: no '<' can end the element early (JSON only has it inside strings). */
export function escapeScriptJson(json: string): string {
  return json.replace(/</g, '\\u003c');
}

function insertBefore(html: string, at: RegExp, text: string): string {
  const index = html.search(at);
  return index === -1 ? html : html.slice(0, index) + text + html.slice(index);
}

function insertAfter(html: string, at: RegExp, text: string): string {
  const match = at.exec(html);
  if (!match) return html;
  const end = match.index + match[0].length;
  return html.slice(0, end) + text + html.slice(end);
}
