import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Logger } from 'pino';
import type { AppConfig } from '../../../config/app-config.js';
import { InjectConfig } from '../../../config/config.module.js';
import { InjectLogger } from '../../../infrastructure/logging/logging.module.js';
import { DirectoryIndex } from '../engine/directory-index.js';
import { DirectoryRepository } from '../repositories/directory.repository.js';

/** A rebuild starts once this many accounts changed, or this share of all of them, whichever is more. */
const REBUILD_AFTER_CHANGES = 2_000;
const REBUILD_AFTER_SHARE = 0.01;

/**
 * Holds this process's directory index (`engine/directory-index.ts`), a cache of the tables: it is
 * loaded when the API starts (searches wait for it), and before each search it reads what other
 * transactions wrote since the last read (`DirectoryRepository.changesSince`), so a search sees
 * every change committed before it began, from any process. Changed accounts are re-sorted by a
 * background rebuild once enough of them piled up.
 */
@Injectable()
export class DirectoryIndexService implements OnApplicationBootstrap {
  private readonly logger: Logger;
  private index = new DirectoryIndex();
  private horizon = '0';
  private ready?: Promise<void>;
  private reading?: Promise<void>;
  private nextRead?: Promise<void>;
  private rebuilding?: Promise<void>;

  constructor(
    private readonly directory: DirectoryRepository,
    @InjectConfig() config: AppConfig,
    @InjectLogger() logger: Logger,
  ) {
    this.index.strategy = config.directoryStrategy;
    this.logger = logger.child({ context: 'DirectoryIndex' });
  }

  onApplicationBootstrap(): void {
    // Not awaited: the API answers everything else meanwhile; the first search waits.
    void this.current().catch(() => undefined);
  }

  /** The index, fresh as of this call (loaded first if needed). */
  async current(): Promise<DirectoryIndex> {
    this.ready ??= this.load().catch((error: unknown) => {
      this.ready = undefined;
      throw error;
    });
    await this.ready;
    await this.catchUp();
    return this.index;
  }

  private async load(): Promise<void> {
    const started = Date.now();
    const index = new DirectoryIndex();
    index.strategy = this.index.strategy;
    const horizon = await this.directory.load(
      (creator) => index.putCreator(creator),
      (account) => index.putAccount(account),
    );
    const read = Date.now();
    await index.rebuild(() => nextTurn());
    this.index = index;
    this.horizon = horizon;
    this.logger.info(
      {
        accounts: index.accounts,
        readMs: read - started,
        sortMs: Date.now() - read,
        strategy: index.strategy,
      },
      'Directory index loaded',
    );
  }

  /**
   * Reads the changes once per concurrent burst of searches: a search that arrives while a read
   * runs waits for the next one, which starts after it (so it sees what committed before it came).
   */
  private catchUp(): Promise<void> {
    if (!this.reading) {
      this.reading = this.read().finally(() => (this.reading = undefined));
      return this.reading;
    }
    this.nextRead ??= this.reading
      .catch(() => undefined)
      .then(() => {
        this.nextRead = undefined;
        return this.catchUp();
      });
    return this.nextRead;
  }

  private async read(): Promise<void> {
    const changes = await this.directory.changesSince(this.horizon);
    if (changes.overflow) {
      this.logger.info('Many directory accounts changed at once: loading the index again');
      await this.load();
      return;
    }
    for (const creator of changes.creators) this.index.putCreator(creator);
    for (const account of changes.accounts) this.index.putAccount(account);
    for (const id of changes.removed) this.index.removeAccount(id);
    this.horizon = changes.horizon;
    const index = this.index;
    if (
      !this.rebuilding &&
      index.dirtyCount >= Math.max(REBUILD_AFTER_CHANGES, index.accounts * REBUILD_AFTER_SHARE)
    )
      this.rebuilding = index.rebuild(() => nextTurn()).finally(() => (this.rebuilding = undefined));
  }

  /** Re-sorts the changed accounts now (tests: the walks then see them in the sorted runs). */
  async rebuild(): Promise<void> {
    const index = await this.current();
    await index.rebuild();
  }

  /** 'scan' tests every account for every search (the benchmark's baseline; tests). */
  set strategy(strategy: DirectoryIndex['strategy']) {
    this.index.strategy = strategy;
  }
}
