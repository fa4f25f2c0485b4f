import { Module } from '@nestjs/common';
import { ContactController } from './contact.controller';
import { SendContactMessageHandler } from './send-contact-message.handler';

@Module({
  controllers: [ContactController],
  providers: [SendContactMessageHandler],
})
export class ContactModule {}
