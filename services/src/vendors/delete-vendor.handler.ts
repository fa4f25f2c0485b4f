import { CommandHandler } from '@nestjs/cqrs';
import { vendorStream } from '@cargo/contracts';
import { Command } from '../platform/write-model/command';
import { onStream, StreamCommandHandler, type StreamWrite } from '../platform/write-model/stream-command.handler';
import { vendorDecider } from './vendor.decider';

export class DeleteVendorCommand extends Command<{ vendorId: number }> {}

/**
 * A vendor that stock or expenses name stays: its purchases, expenses and figures point at it. The
 * vendor's decider says so from the claims on its own stream (see `vendorClaim`), never from a read model.
 */
@CommandHandler(DeleteVendorCommand)
export class DeleteVendorHandler extends StreamCommandHandler<DeleteVendorCommand['data']> {
  protected write({ vendorId }: DeleteVendorCommand['data']): StreamWrite {
    return onStream(vendorStream(vendorId), vendorDecider, { type: 'DeleteVendor', data: { vendorId } }, vendorId);
  }
}
