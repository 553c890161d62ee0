import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** An email that passed the registration gate of a shared sheet. */
@Entity({ name: 'sheet_viewers' })
export class SheetViewer {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'sheet_id', type: 'integer' })
  sheetId!: number;

  @Column({ type: 'citext' })
  email!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'last_seen_at', type: 'timestamptz', default: () => 'now()' })
  lastSeenAt!: Date;
}
