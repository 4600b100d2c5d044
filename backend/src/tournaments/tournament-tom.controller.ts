import {
  BadRequestException,
  Controller,
  Get,
  Param,
  PayloadTooLargeException,
  Post,
  Req,
  Res,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiProduces,
  ApiTags,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AdminOnly } from '../common/access.decorator.js';
import { XmlBody } from '../common/body-limit.js';
import { ErrorResponseDto } from '../common/error-response.dto.js';
import { IdParamPipe } from '../common/id-param.pipe.js';
import { MAX_TOM_FILE_BYTES } from './domain/tom/xml-tree.js';
import { TomFileFormDto, TomImportDto } from './dto/tom.dto.js';
import { TournamentTomExportService } from './tournament-tom-export.service.js';
import { TournamentTomImportService } from './tournament-tom-import.service.js';

const TOO_LARGE = `The file is larger than ${MAX_TOM_FILE_BYTES / 1024 / 1024} MiB: not a TOM file.`;
const SEND_AS = "Send TOM's file as application/xml, or as the multipart/form-data field 'file'.";

/** Sanctioned events: TOM's tournament file in, and out again. */
@ApiTags('tournaments')
@Controller('admin/tournaments')
export class TournamentTomController {
  constructor(
    private readonly imports: TournamentTomImportService,
    private readonly exports: TournamentTomExportService,
  ) {}

  @Post('tom')
  @AdminOnly()
  @XmlBody(MAX_TOM_FILE_BYTES)
  @ApiOperation({
    summary:
      'Load a TOM tournament file (.tdf): a new tournament, or the one with its TOM id brought up to date',
    description:
      'The file as the body (`application/xml` or `text/xml`), or as the multipart field `file`. 201 with the new tournament’s id, or 200 when it updated the tournament with the same TOM id (players kept by Player ID, rounds replaced by the file’s: nothing duplicated). A file that is not XML, not TOM’s, names an unknown player in a match, declares a DOCTYPE or an entity, or is over 4 MiB is refused (400, 413) with the reason, and nothing is stored.',
  })
  @ApiConsumes('application/xml', 'text/xml', 'multipart/form-data')
  @ApiBody({ type: TomFileFormDto })
  @ApiCreatedResponse({ type: TomImportDto, description: 'A new tournament' })
  @ApiOkResponse({ type: TomImportDto, description: 'The tournament with this TOM id, updated' })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: 'Not XML, not a TOM file, or impossible in it.',
  })
  @ApiPayloadTooLargeResponse({ type: ErrorResponseDto, description: TOO_LARGE })
  @ApiUnsupportedMediaTypeResponse({ type: ErrorResponseDto, description: SEND_AS })
  async importFile(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<TomImportDto> {
    const bytes = await this.fileOf(request);
    const imported = await this.imports.import(bytes);
    void reply.status(imported.created ? 201 : 200);
    return imported;
  }

  @Get(':id/tom-file')
  @AdminOnly()
  @ApiOperation({
    summary: 'The tournament as a TOM file (.tdf) TOM can open',
    description:
      'Players by Play! Pokémon Player ID, pods by division, rounds, tables, outcomes, drops and final standings, in TOM’s elements, order, date formats and codes. Refused (409) naming every player who lacks a Player ID or a date of birth (a birth year).',
  })
  @ApiProduces('application/xml')
  @ApiOkResponse({ description: 'The .tdf file', schema: { type: 'string' } })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({
    type: ErrorResponseDto,
    description: 'Players without a Player ID or a birth year.',
  })
  async tomFile(
    @Param('id', IdParamPipe) id: number,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const { name, xml } = await this.exports.tomFile(id);
    void reply
      .type('application/xml; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}.tdf"`);
    return xml;
  }

  /** The file's bytes: the body itself (XML), or the multipart field `file`. */
  private async fileOf(request: FastifyRequest): Promise<Buffer> {
    if (Buffer.isBuffer(request.body)) return request.body;
    if (!request.isMultipart()) throw new UnsupportedMediaTypeException(SEND_AS);
    // A form's own fields and boundaries take a few hundred bytes: anything much longer than the file's bound is
    // refused before a byte of it is read.
    if (Number(request.headers['content-length'] ?? 0) > MAX_TOM_FILE_BYTES + 64 * 1024) {
      throw new PayloadTooLargeException(TOO_LARGE);
    }
    try {
      for await (const part of request.parts({
        limits: { fileSize: MAX_TOM_FILE_BYTES, files: 1, fields: 4, parts: 5, headerPairs: 50 },
      })) {
        if (part.type !== 'file') continue;
        if (part.fieldname !== 'file') {
          part.file.resume();
          throw new BadRequestException(
            `The file goes in the field 'file', not '${part.fieldname.slice(0, 40)}'.`,
          );
        }
        return await part.toBuffer();
      }
    } catch (error) {
      if (error instanceof BadRequestException) throw error;
      const code = (error as { code?: unknown } | null)?.code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw new PayloadTooLargeException(TOO_LARGE);
      throw new BadRequestException('The form data could not be read. Please send it again.');
    }
    throw new BadRequestException("The form has no file in the field 'file'.");
  }
}
