import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ErrorResponseDto } from '../common/error-response.dto.js';

/** Documents the 429 of a route whose point is mailing, once the member's mail quota is spent (MailGate.reserve). */
export const MailLimited = (description = 'You sent too many e-mails through the club for now.') =>
  ApiTooManyRequestsResponse({
    type: ErrorResponseDto,
    description,
    headers: {
      'Retry-After': { description: 'Seconds until more mail may be sent.', schema: { type: 'integer' } },
    },
  });
