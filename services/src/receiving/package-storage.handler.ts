import { CommandHandler } from '@nestjs/cqrs';
import { packageStream } from '@cargo/contracts';
import { Command } from '../platform/write-model/command';
import { onStream, StreamCommandHandler, type StreamWrite } from '../platform/write-model/stream-command.handler';
import { packageDecider, type PackageCommand } from './package.decider';

/** What staff do to a package in storage: hold it (with why), release it, return it (disposing of one is a use case: it reads the storage terms). */
export type StorageCommand = Extract<PackageCommand, { type: 'HoldPackage' | 'ReleasePackage' | 'ReturnPackage' }>;

export class PackageStorageCommand extends Command<StorageCommand> {}

@CommandHandler(PackageStorageCommand)
export class PackageStorageHandler extends StreamCommandHandler<StorageCommand> {
  protected write(command: StorageCommand): StreamWrite {
    return onStream(packageStream(command.data.packageId), packageDecider, command, command.data.packageId);
  }
}
