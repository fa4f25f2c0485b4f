import { CommandHandler } from '@nestjs/cqrs';
import { vendorStream } from '@cargo/contracts';
import { Command } from '../platform/write-model/command';
import { onStream, StreamCommandHandler, type StreamWrite } from '../platform/write-model/stream-command.handler';
import { vendorDecider } from './vendor.decider';

export class RestoreVendorCommand extends Command<{ vendorId: number }> {}

/** The Undo of a delete: the vendor comes back with the details it had. */
@CommandHandler(RestoreVendorCommand)
export class RestoreVendorHandler extends StreamCommandHandler<RestoreVendorCommand['data']> {
  protected write({ vendorId }: RestoreVendorCommand['data']): StreamWrite {
    return onStream(vendorStream(vendorId), vendorDecider, { type: 'RestoreVendor', data: { vendorId } }, vendorId);
  }
}
