import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { ApiErrorBody } from '@tpp/contracts';

/** OpenAPI description of every error answer. */
export class ApiErrorBodyDto implements ApiErrorBody {
  @ApiProperty({ example: 400 }) statusCode!: number;
  @ApiProperty({
    description:
      "Machine code: 'INVALID_INPUT', 'UNAUTHENTICATED', 'NOT_FOUND', 'CSRF', 'RATE_LIMITED', 'SHEET_CHANGED'…",
  })
  error!: string;
  @ApiProperty({ description: 'A message fit to show to the user' }) message!: string;
  @ApiPropertyOptional({
    description: 'Validation messages per field',
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'string' } },
  })
  fields?: Record<string, string[]>;
  @ApiPropertyOptional({ description: 'For 500: the id the failure was logged under' }) requestId?: string;
}
