import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A creator on a sheet, in sheet order, with the team's note and the client's answer. */
@Entity({ name: 'talent_sheet_influencers' })
export class TalentSheetInfluencer {
  @PrimaryColumn({ name: 'sheet_id', type: 'integer' })
  sheetId!: number;

  @PrimaryColumn({ name: 'influencer_id', type: 'integer' })
  influencerId!: number;

  @Column({ type: 'integer', default: 0 })
  position!: number;

  /** Markdown-ish text: only [text](url) links become markup on output. */
  @Column({ type: 'text', default: '' })
  note!: string;

  @Column({ name: 'client_accepted', type: 'boolean', default: false })
  clientAccepted!: boolean;

  @Column({ name: 'client_note', type: 'text', nullable: true })
  clientNote!: string | null;
}
