import { Injectable } from '@nestjs/common';

type Listener = (teamId: number) => void;

/**
 * "A team's public data changed": a module that writes data the public pages show (the
 * organization's contact information, say) announces it here after its transaction committed; the
 * caches that show that data listen (TalentModule's PublicRosterCache, which cascades to the sheet
 * and collection caches). The writer needs no import of the module that owns the cache, so the
 * dependency runs from the cache to this infrastructure, never from one product module up to
 * another. Listeners run synchronously, in the order they subscribed.
 */
@Injectable()
export class TeamPublicDataEvents {
  private readonly listeners: Listener[] = [];

  /** Calls `listener` with the team's id after every announced change. */
  subscribe(listener: Listener): void {
    this.listeners.push(listener);
  }

  /** Announces that the public data of `teamId` changed (call after the write committed). */
  changed(teamId: number): void {
    for (const listener of this.listeners) listener(teamId);
  }
}
