import { ApiProperty } from '@nestjs/swagger';
import type { SheetRef } from '@tpp/contracts';

/**
 * What many answers start with: an object's public id and its title (sheets, collections; the
 * contract's SheetRef is exactly these two). The OpenAPI document lists the two fields first in
 * each class that extends this one.
 */
export class PublicIdTitleDto implements Pick<SheetRef, 'id' | 'title'> {
  @ApiProperty() id!: string;
  @ApiProperty() title!: string;
}
