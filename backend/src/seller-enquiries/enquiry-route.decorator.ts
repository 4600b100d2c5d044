import { applyDecorators, HttpCode, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
} from '@nestjs/swagger';
import { Public } from '../common/access.decorator.js';
import { ErrorResponseDto } from '../common/error-response.dto.js';
import { Throttled } from '../throttling/throttled.decorator.js';
import { EnquirySentDto } from './dto/enquiry.dto.js';

export const ENQUIRY_THROTTLED =
  'You have sent too many messages for now. Please wait a while and try again.';

/**
 * A public form that mails a member for a visitor (docs/adr/0010): throttled per caller's address and per
 * visitor's e-mail address (the `enquiry` door), and by the mail gate per recipient.
 */
export const EnquiryRoute = (path: string, summary: string) =>
  applyDecorators(
    Post(path),
    HttpCode(201),
    Public(),
    Throttled('enquiry', { message: ENQUIRY_THROTTLED }),
    ApiOperation({
      summary,
      description:
        'Mailed with Reply-To the visitor’s address; no address is shown to either side. Limited per address and per visitor’s e-mail (ENQUIRIES_PER_ADDRESS, ENQUIRIES_PER_EMAIL per ENQUIRY_WINDOW_MINUTES) and per recipient (MAILS_PER_RECIPIENT): 429 with Retry-After. Bad input is not counted.',
    }),
    ApiCreatedResponse({ type: EnquirySentDto }),
    ApiBadRequestResponse({ type: ErrorResponseDto }),
    ApiNotFoundResponse({ type: ErrorResponseDto }),
    ApiServiceUnavailableResponse({ type: ErrorResponseDto, description: 'The mail server failed.' }),
  );
