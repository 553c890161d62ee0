import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailOutboxEntry } from './mail-outbox.entity.js';
import { MailService } from './mail.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([MailOutboxEntry])],
  providers: [MailService],
  exports: [MailService],
})
export class MailModule {}
