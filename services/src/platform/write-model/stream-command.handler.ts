import { Injectable } from '@nestjs/common';
import type { ICommandHandler } from '@nestjs/cqrs';
import type { CommandReceipt, DomainEvent } from '@cargo/contracts';
import { AggregateRepository } from './aggregate-repository';
import type { Command } from './command';
import type { CommandContext } from './command-context';
import type { Decider } from './decider';
import { IdAllocator } from './id-allocator';

/** One decider's command on one stream, and the record the receipt names. */
export interface StreamWrite {
  id: number;
  run(aggregates: AggregateRepository, context: CommandContext): Promise<bigint>;
}

/** Names the write (the decider types its command); `StreamCommandHandler` runs it. */
export function onStream<DeciderCommand, Event extends DomainEvent, State>(
  stream: string,
  decider: Decider<DeciderCommand, Event, State>,
  command: DeciderCommand,
  id: number,
): StreamWrite {
  return { id, run: async (aggregates, context) => (await aggregates.execute(stream, decider, command, context)).position };
}

/**
 * The handler of a use case that is one decider's command on one stream (delete, restore, a
 * status): it says which write (`write`), and this runs it and answers with the record's id and
 * the write's position. Whatever the use case checks, its decider checks.
 */
@Injectable()
export abstract class StreamCommandHandler<Data> implements ICommandHandler<Command<Data>, CommandReceipt> {
  constructor(private readonly aggregates: AggregateRepository) {}

  protected abstract write(data: Data): StreamWrite;

  async execute({ data, context }: Command<Data>): Promise<CommandReceipt> {
    const write = this.write(data);
    const position = await write.run(this.aggregates, context);
    return { id: write.id, position: position.toString() };
  }
}

/**
 * The handler of a use case that opens a record on its own stream (a vendor, a shipment group, a
 * contact message): the record's id is allocated from its `kind`'s sequence, then `write` names the
 * one command that opens it.
 */
@Injectable()
export abstract class NewRecordHandler<Data> implements ICommandHandler<Command<Data>, CommandReceipt> {
  protected abstract readonly kind: string;

  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly ids: IdAllocator,
  ) {}

  protected abstract write(id: number, data: Data): StreamWrite;

  async execute({ data, context }: Command<Data>): Promise<CommandReceipt> {
    const write = this.write(await this.ids.next(this.kind, context), data);
    const position = await write.run(this.aggregates, context);
    return { id: write.id, position: position.toString() };
  }
}
