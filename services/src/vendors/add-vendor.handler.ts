import { CommandHandler } from '@nestjs/cqrs';
import { vendorStream, type VendorDetails } from '@cargo/contracts';
import { Command } from '../platform/write-model/command';
import { NewRecordHandler, onStream, type StreamWrite } from '../platform/write-model/stream-command.handler';
import { vendorDecider } from './vendor.decider';

export class AddVendorCommand extends Command<{ details: VendorDetails }> {}

@CommandHandler(AddVendorCommand)
export class AddVendorHandler extends NewRecordHandler<AddVendorCommand['data']> {
  protected readonly kind = 'vendor';

  protected write(vendorId: number, { details }: AddVendorCommand['data']): StreamWrite {
    return onStream(vendorStream(vendorId), vendorDecider, { type: 'AddVendor', data: { vendorId, details } }, vendorId);
  }
}
