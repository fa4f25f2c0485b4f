import { applyDecorators, Param } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { CommandBus, ICommand } from '@nestjs/cqrs';
import type { AccessLevel, CommandReceipt } from '@cargo/contracts';
import type { CommandContext } from '../write-model/command-context';
import { CommandEndpoint } from './command-endpoint';
import { Ctx } from './request-context';
import { IdPipe } from './validation';

/** Builds the command a route runs on the record its path names. */
type RecordCommand = (id: number, context: CommandContext) => ICommand;

interface Removal {
  access: AccessLevel;
  remove: RecordCommand;
  /** What removing this kind of record does, for the API document. */
  about?: string;
}

/**
 * The routes that remove a record, which every record kind has alike: the spec's
 * `GET delete/by/id/:id` and its REST twin `DELETE delete/by/id/:id`. A controller extends
 * `Removable(...)` and gives it its command bus as `commands`.
 */
export function Removable<Reply extends CommandReceipt = CommandReceipt>({ access, remove, about }: Removal) {
  const described = applyDecorators(...(about ? [ApiOperation({ description: about })] : []));
  abstract class RemovableRecord {
    // Public, as the declaration of a class a function returns cannot name a protected member.
    abstract readonly commands: CommandBus;

    @CommandEndpoint({ get: 'delete/by/id/:id', access })
    @described
    delete(@Param('id', IdPipe) id: number, @Ctx() context: CommandContext): Promise<Reply> {
      return this.commands.execute(remove(id, context));
    }

    @CommandEndpoint({ delete: 'delete/by/id/:id', access })
    @described
    deleteByDelete(@Param('id', IdPipe) id: number, @Ctx() context: CommandContext): Promise<Reply> {
      return this.delete(id, context);
    }
  }
  return RemovableRecord;
}

/** `Removable`, with `POST restore/by/id/:id`: the Undo of a delete. */
export function Restorable<Reply extends CommandReceipt = CommandReceipt>({ restore, ...removal }: Removal & { restore: RecordCommand }) {
  abstract class RestorableRecord extends Removable<Reply>(removal) {
    @CommandEndpoint({ post: 'restore/by/id/:id', access: removal.access })
    restore(@Param('id', IdPipe) id: number, @Ctx() context: CommandContext): Promise<Reply> {
      return this.commands.execute(restore(id, context));
    }
  }
  return RestorableRecord;
}
