import type { CommandContext } from './command-context';

/**
 * A command: what the caller asks (`data`) and on whose behalf (`context`, which becomes the events'
 * metadata). Each use case declares its own subclass, so the command bus finds its one handler.
 */
export abstract class Command<Data> {
  constructor(
    readonly data: Data,
    readonly context: CommandContext,
  ) {}
}
