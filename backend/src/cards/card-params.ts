import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';
import type { ImageSize } from './card-image.service.js';

/** A card id as the data set writes them: 'sv6-1', 'swsh12pt5gg-GG06', 'mcd19-1'. */
@Injectable()
export class CardIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!/^[A-Za-z0-9.]{1,30}-[A-Za-z0-9.]{1,29}$/.test(value)) {
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
