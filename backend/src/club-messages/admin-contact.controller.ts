import { Body, Controller, Param, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  AdminDeleteRoute,
  AdminListRoute,
  AdminReadRoute,
  AdminUpdateRoute,
} from '../common/admin-resource.decorators.js';
import { IdParamPipe } from '../common/id-param.pipe.js';
import { ListQueryDto } from '../common/list-query.dto.js';
import { answerList } from '../common/simple-rest.js';
import { CONTACT_SORT_FIELDS, ClubMessagesService } from './club-messages.service.js';
import { ContactMessageDto, UpdateContactMessageDto } from './dto/contact.dto.js';

/** Contact messages as a react-admin simple-rest resource (no create: visitors send them). */
@ApiTags('admin contact')
@Controller('admin/contact-messages')
export class AdminContactController {
  constructor(private readonly messages: ClubMessagesService) {}

  @AdminListRoute(
    ContactMessageDto,
    'contact messages',
    'Newest first by default. filter keys: q (name, e-mail, subject or text), id (list), handled.',
  )
  list(
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ContactMessageDto[]> {
    return answerList(reply, 'contact-messages', query, CONTACT_SORT_FIELDS, (parsed) =>
      this.messages.list(parsed),
    );
  }

  @AdminReadRoute(ContactMessageDto, 'One contact message')
  get(@Param('id', IdParamPipe) id: number): Promise<ContactMessageDto> {
    return this.messages.get(id);
  }

  @AdminUpdateRoute(
    ContactMessageDto,
    'Mark a message handled or not: the record as served, with handled changed',
  )
  update(
    @Param('id', IdParamPipe) id: number,
    @Body() dto: UpdateContactMessageDto,
  ): Promise<ContactMessageDto> {
    return this.messages.update(id, dto);
  }

  @AdminDeleteRoute(ContactMessageDto, 'Delete a contact message; answers it')
  remove(@Param('id', IdParamPipe) id: number): Promise<ContactMessageDto> {
    return this.messages.remove(id);
  }
}
