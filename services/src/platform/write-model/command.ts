import { Command as TypedCommand } from '@nestjs/cqrs';
import type { CommandReceipt } from '@cargo/contracts';
import type { CommandContext } from './command-context';

/**
 * A command: what the caller asks (`data`) and on whose behalf (`context`, which becomes the events'
 * metadata). Each use case declares its own subclass, so the command bus finds its one handler.
 * `Result` is what its handler answers (most answer a receipt): the bus's `execute` returns it
 * typed, so a controller's declared reply (which the API document is generated from) is checked
 * against the handler's by the compiler.
 */
export abstract class Command<Data, Result = CommandReceipt> extends TypedCommand<Result> {
  constructor(
    readonly data: Data,
    readonly context: CommandContext,
  ) {
    super();
  }
}
