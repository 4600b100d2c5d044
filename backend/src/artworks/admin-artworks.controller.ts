import { Body, Controller, Param, Post, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminOnly } from '../common/access.decorator.js';
import {
  AdminCreateRoute,
  AdminDeleteRoute,
  AdminListRoute,
  AdminReadRoute,
  AdminUpdateRoute,
} from '../common/admin-resource.decorators.js';
import { ErrorResponseDto } from '../common/error-response.dto.js';
import { IdParamPipe } from '../common/id-param.pipe.js';
import { ListQueryDto } from '../common/list-query.dto.js';
import { answerList } from '../common/simple-rest.js';
import { ImageDto } from '../images/dto/image.dto.js';
import { NoFormFieldsDto } from '../images/dto/no-form-fields.dto.js';
import { MAX_IMAGE_DATA_URL_LENGTH } from '../images/domain/image-data-url.js';
import { MAX_IMAGES_PER_PIECE, TOO_MANY_IMAGES } from '../images/domain/image-limits.js';
import { BodyLimit } from '../common/body-limit.js';
import { ImageUpload, type UploadedFile, UploadedImages } from '../images/image-upload.decorator.js';
import { ARTWORK_SORT_FIELDS, ArtworksService } from './artworks.service.js';
import {
  ArtworkDto,
  ArtworkImageRefDto,
  ArtworkImagesUploadDto,
  CreateArtworkDto,
  UpdateArtworkDto,
} from './dto/artwork.dto.js';

/** A write may carry every picture as a data: URL (the spec's form), each up to an upload's size. */
const WRITE_BODY_LIMIT = MAX_IMAGES_PER_PIECE * MAX_IMAGE_DATA_URL_LENGTH + 64 * 1024;

/** Artwork as a react-admin simple-rest resource (spec 2 §7), and the upload of its pictures. */
@ApiTags('admin artworks')
@ApiExtraModels(ArtworkImageRefDto)
@Controller('admin/artworks')
export class AdminArtworksController {
  constructor(private readonly artworks: ArtworksService) {}

  @AdminListRoute(
    ArtworkDto,
    'artwork',
    'Newest first by default. filter keys: q (name, artist name or e-mail), id (list for getMany), authorId.',
  )
  list(@Query() query: ListQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<ArtworkDto[]> {
    return answerList(reply, 'artworks', query, ARTWORK_SORT_FIELDS, (parsed) => this.artworks.list(parsed));
  }

  @Post('images')
  @AdminOnly()
  @ImageUpload({
    form: ArtworkImagesUploadDto,
    fileField: 'images',
    maxFiles: MAX_IMAGES_PER_PIECE,
    tooManyFiles: TOO_MANY_IMAGES,
  })
  @ApiOperation({
    summary: 'Upload pictures for a piece of artwork (multipart/form-data, 1 to 8 files in `images`)',
    description:
      'Each file is checked by its content (JPEG, PNG or WebP; at most 5 MB and 40 megapixels), re-encoded as WebP in a display size and a thumbnail with the club watermark, its metadata dropped; the upload itself is not kept. Answers the pictures to list in `images` when saving the piece; pictures no piece uses are deleted after a day.',
  })
  @ApiCreatedResponse({ type: [ImageDto] })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: 'No file, a text field, or a picture that cannot be read.',
  })
  uploadImages(@Body() _form: NoFormFieldsDto, @UploadedImages() files: UploadedFile[]): Promise<ImageDto[]> {
    return this.artworks.upload(files);
  }

  @AdminReadRoute(ArtworkDto, 'One piece of artwork')
  get(@Param('id', IdParamPipe) id: number): Promise<ArtworkDto> {
    return this.artworks.get(id);
  }

  @AdminCreateRoute(ArtworkDto, {
    summary: 'Add a piece of artwork: name, artist (a member), price in GBP and its uploaded pictures',
  })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'A picture belongs to another piece.' })
  @BodyLimit(WRITE_BODY_LIMIT)
  create(@Body() dto: CreateArtworkDto): Promise<ArtworkDto> {
    return this.artworks.create(dto);
  }

  @AdminUpdateRoute(ArtworkDto, {
    summary: 'Change a piece: the record as served, edited (only the keys sent change)',
    description: '`images` lists the pictures the piece shows, in order; pictures left out are deleted.',
  })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'A picture belongs to another piece.' })
  @BodyLimit(WRITE_BODY_LIMIT)
  update(@Param('id', IdParamPipe) id: number, @Body() dto: UpdateArtworkDto): Promise<ArtworkDto> {
    return this.artworks.update(id, dto);
  }

  @AdminDeleteRoute(ArtworkDto, 'Delete a piece and its pictures; answers the deleted piece')
  remove(@Param('id', IdParamPipe) id: number): Promise<ArtworkDto> {
    return this.artworks.remove(id);
  }
}
