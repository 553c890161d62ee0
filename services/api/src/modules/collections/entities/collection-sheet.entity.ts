import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A talent sheet in a collection, in collection order. */
@Entity({ name: 'collection_sheets' })
export class CollectionSheetLink {
  @PrimaryColumn({ name: 'collection_id', type: 'integer' })
  collectionId!: number;

  @PrimaryColumn({ name: 'sheet_id', type: 'integer' })
  sheetId!: number;

  @Column({ type: 'integer', default: 0 })
  position!: number;
}
