import { MESSAGE_SENT } from '@club/rules';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/access.decorator.js';
import { ErrorResponseDto } from '../common/error-response.dto.js';
import { Throttled } from '../throttling/throttled.decorator.js';
import { ClubMessagesService } from './club-messages.service.js';
import { ContactSentDto, CreateContactMessageDto } from './dto/contact.dto.js';

@ApiTags('contact')
@Controller('contact')
export class ContactController {
  constructor(private readonly messages: ClubMessagesService) {}

  @Post()
  @HttpCode(201)
  @Public()
  @Throttled('contact')
  @ApiOperation({
    summary: 'Send a message to the club: stored for the admins and e-mailed to the club address',
    description:
      'Limited per address (CONTACT_MESSAGES_PER_ADDRESS per CONTACT_WINDOW_MINUTES); bad input is not counted.',
  })
  @ApiCreatedResponse({ type: ContactSentDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  async send(@Body() dto: CreateContactMessageDto): Promise<ContactSentDto> {
    await this.messages.receive(dto);
    return { message: MESSAGE_SENT };
  }
}
