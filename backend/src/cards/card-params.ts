import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';
import type { ImageSize } from './card-image.service.js';
import { CARD_ID_PATTERN } from '../common/card-id.js';

/** A card id in a path (domain/card-id.ts). */
@Injectable()
export class CardIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!CARD_ID_PATTERN.test(value)) {
      throw new BadRequestException(`'${value.slice(0, 60)}' is not a card id (for example sv6-1).`);
    }
    return value;
  }
}

@Injectable()
export class ImageSizePipe implements PipeTransform<string, ImageSize> {
  transform(value: string): ImageSize {
    if (value !== 'small' && value !== 'large')
      throw new BadRequestException('The image size must be small or large.');
    return value;
  }
}
