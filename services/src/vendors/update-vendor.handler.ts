import { CommandHandler } from '@nestjs/cqrs';
import { vendorStream, type VendorDetails } from '@cargo/contracts';
import { Command } from '../platform/write-model/command';
import { onStream, StreamCommandHandler, type StreamWrite } from '../platform/write-model/stream-command.handler';
import { vendorDecider } from './vendor.decider';

export class UpdateVendorCommand extends Command<{ vendorId: number; details: VendorDetails }> {}

@CommandHandler(UpdateVendorCommand)
export class UpdateVendorHandler extends StreamCommandHandler<UpdateVendorCommand['data']> {
  protected write({ vendorId, details }: UpdateVendorCommand['data']): StreamWrite {
    return onStream(vendorStream(vendorId), vendorDecider, { type: 'UpdateVendor', data: { vendorId, details } }, vendorId);
  }
}
