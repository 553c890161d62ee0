import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AddTalentTaskState, RequestedSocial } from '@tpp/contracts';
import { DataSource } from 'typeorm';
import { returning, type Queryable } from '../../../infrastructure/database/queryable.js';

export interface AddTalentTaskRow {
  id: number;
  team_id: number;
  influencer_name: string;
  requested_socials: RequestedSocial[];
  state: AddTalentTaskState;
  error_message: string | null;
  influencer_id: number | null;
  portrait_url: string | null;
  created_at: Date;
  completed_at: Date | null;
}

/** The newest tasks a team's list shows. */
export const TASK_LIST_LIMIT = 500;

const TASK_COLUMNS = `t.id, t.team_id, t.influencer_name, t.requested_socials, t.state, t.error_message,
  t.influencer_id, t.created_at, t.completed_at,
  (SELECT coalesce(ti.custom_picture_url, i.picture_main_url) FROM influencers i
     LEFT JOIN team_influencers ti ON ti.team_id = t.team_id AND ti.influencer_id = i.id
    WHERE i.id = t.influencer_id) AS portrait_url`;

/** Add-talent tasks and the team's add-talent credits. */
@Injectable()
export class AddTalentTasksRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Takes one credit; null (nothing taken) when the team has none left. */
  async takeCredit(teamId: number, db: Queryable = this.db): Promise<number | null> {
    const rows = returning<{ credits: number }>(
      await db.query(
        `UPDATE teams SET add_talent_credits = add_talent_credits - 1
          WHERE id = $1 AND add_talent_credits > 0 RETURNING add_talent_credits AS credits`,
        [teamId],
      ),
    );
    return rows[0]?.credits ?? null;
  }

  async refundCredit(teamId: number, db: Queryable = this.db): Promise<void> {
    await db.query(`UPDATE teams SET add_talent_credits = add_talent_credits + 1 WHERE id = $1`, [teamId]);
  }

  /**
   * The member's Add Talent cap (null: none) and their requests since it was set that did not
   * end in error. `lock` holds their membership row until the transaction ends, so two requests
   * of one member cannot both take the cap's last credit.
   */
  async memberCap(
    teamId: number,
    userId: number,
    { db = this.db, lock = false }: { db?: Queryable; lock?: boolean } = {},
  ): Promise<{ cap: number; since: Date; used: number } | null> {
    const rows: { cap: number | null; since: Date | null }[] = await db.query(
      `SELECT add_talent_cap AS cap, add_talent_cap_since AS since FROM team_memberships
        WHERE team_id = $1 AND user_id = $2${lock ? ' FOR UPDATE' : ''}`,
      [teamId, userId],
    );
    const { cap, since } = rows[0] ?? { cap: null, since: null };
    if (cap === null || since === null) return null;
    const used: { used: number }[] = await db.query(
      `SELECT count(*)::int AS used FROM add_talent_tasks
        WHERE team_id = $1 AND user_id = $2 AND state <> 'error' AND created_at >= $3`,
      [teamId, userId, since],
    );
    return { cap, since, used: used[0]?.used ?? 0 };
  }

  async credits(teamId: number): Promise<number> {
    const rows: { credits: number }[] = await this.db.query(
      `SELECT add_talent_credits AS credits FROM teams WHERE id = $1`,
      [teamId],
    );
    return rows[0]?.credits ?? 0;
  }

  async create(
    task: { teamId: number; userId: number; name: string; socials: RequestedSocial[] },
    db: Queryable = this.db,
  ): Promise<AddTalentTaskRow> {
    const rows: { id: number }[] = await db.query(
      `INSERT INTO add_talent_tasks (team_id, user_id, influencer_name, requested_socials)
       VALUES ($1, $2, $3, $4::jsonb) RETURNING id`,
      [task.teamId, task.userId, task.name, JSON.stringify(task.socials)],
    );
    return (await this.byId(rows[0]!.id, db))!;
  }

  /** A task by id, whatever its team (the job handler's read; answers never use it unscoped). */
  async byId(id: number, db: Queryable = this.db): Promise<AddTalentTaskRow | null> {
    const rows: AddTalentTaskRow[] = await db.query(
      `SELECT ${TASK_COLUMNS} FROM add_talent_tasks t WHERE t.id = $1`,
      [id],
    );
    return rows[0] ?? null;
  }

  /** Locks a pending task for its completion; null when it is no longer pending. */
  async lockPending(id: number, db: Queryable = this.db): Promise<{ team_id: number } | null> {
    const rows: { team_id: number }[] = await db.query(
      `SELECT team_id FROM add_talent_tasks WHERE id = $1 AND state = 'pending' FOR UPDATE`,
      [id],
    );
    return rows[0] ?? null;
  }

  /** The team's newest tasks, or only those `userId` asked for. */
  list(teamId: number, userId: number | null = null): Promise<AddTalentTaskRow[]> {
    return this.db.query(
      `SELECT ${TASK_COLUMNS} FROM add_talent_tasks t WHERE t.team_id = $1 AND ($2::int IS NULL OR t.user_id = $2)
        ORDER BY t.created_at DESC, t.id DESC LIMIT ${TASK_LIST_LIMIT}`,
      [teamId, userId],
    );
  }

  async countAttempt(id: number): Promise<void> {
    await this.db.query(`UPDATE add_talent_tasks SET attempts = attempts + 1 WHERE id = $1`, [id]);
  }

  async complete(id: number, influencerId: number, db: Queryable = this.db): Promise<void> {
    await db.query(
      `UPDATE add_talent_tasks SET state = 'completed', influencer_id = $2, completed_at = now(), error_message = NULL
        WHERE id = $1 AND state = 'pending'`,
      [id, influencerId],
    );
  }

  /** Ends a pending task in error; its team, requester and name when it was pending (its credit goes back). */
  async fail(
    id: number,
    message: string,
    db: Queryable = this.db,
  ): Promise<{ team_id: number; user_id: number | null; influencer_name: string } | null> {
    const rows = returning<{ team_id: number; user_id: number | null; influencer_name: string }>(
      await db.query(
        `UPDATE add_talent_tasks SET state = 'error', error_message = $2, completed_at = now()
          WHERE id = $1 AND state = 'pending' RETURNING team_id, user_id, influencer_name`,
        [id, message],
      ),
    );
    return rows[0] ?? null;
  }

  /** Who asked for the task. */
  async requester(id: number, db: Queryable = this.db): Promise<number | null> {
    const rows: { user_id: number | null }[] = await db.query(
      `SELECT user_id FROM add_talent_tasks WHERE id = $1`,
      [id],
    );
    return rows[0]?.user_id ?? null;
  }
}
