import { Module } from '@nestjs/common';
import { AdminContentController } from './admin-content.controller.js';
import { ContentItemsController, ContentSectionsController } from './content.controller.js';
import { ContentService } from './content.service.js';

@Module({
  controllers: [ContentSectionsController, ContentItemsController, AdminContentController],
  providers: [ContentService],
  exports: [ContentService],
})
export class ContentModule {}
