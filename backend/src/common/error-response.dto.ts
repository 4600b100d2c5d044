import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** The one shape every error answer has. */
export class ErrorResponseDto {
  @ApiProperty({ example: 400 })
  statusCode: number;

  @ApiProperty({
    example: 'Please enter a valid email address',
    description: "The same sentence as message: the spec's client shows a failed answer's error field.",
  })
  error: string;

  @ApiProperty({
    example: 'Please enter a valid email address',
    description: 'A sentence a person can read.',
  })
  message: string;

  @ApiPropertyOptional({ type: [String], description: 'Every validation problem, when there were several.' })
  details?: string[];
}
