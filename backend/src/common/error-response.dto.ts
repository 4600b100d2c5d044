import { VALID_EMAIL } from '@club/rules';
import { ApiProperty, ApiPropertyOptional, ApiResponse } from '@nestjs/swagger';

/** The one shape every error answer has. */
export class ErrorResponseDto {
  @ApiProperty({ example: 400 })
  statusCode: number;

  @ApiProperty({
    example: VALID_EMAIL,
    description: "The same sentence as message: the spec's client shows a failed answer's error field.",
  })
  error: string;

  @ApiProperty({
    example: VALID_EMAIL,
    description: 'A sentence a person can read.',
  })
  message: string;

  @ApiPropertyOptional({ type: [String], description: 'Every validation problem, when there were several.' })
  details?: string[];
}

/**
 * The error answer of a call that takes nothing a caller could get wrong (a public list, a health check): only a
 * request the server cannot read is refused.
 */
export const ApiUnreadableRequestResponse = () =>
  ApiResponse({
    status: '4XX',
    type: ErrorResponseDto,
    description: 'A request the server cannot read (an ill-formed URL, header or body).',
  });
