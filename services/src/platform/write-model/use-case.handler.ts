import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { ICommandHandler } from '@nestjs/cqrs';
import type { CommandReceipt } from '@cargo/contracts';
import type { Command } from './command';
import type { UseCase } from './use-case';
import { UseCases } from './use-cases';

/**
 * The handler of a command that is one use case: it names the use case, how the command's data is
 * its input and which record the receipt names; the runner does the rest. Its use case is known to
 * the runner from the start, so a run its process left midway is resumed.
 */
@Injectable()
export abstract class UseCaseHandler<Data, Input, Record> implements ICommandHandler<Command<Data>, CommandReceipt>, OnModuleInit {
  protected abstract readonly useCase: UseCase<Input, Record>;

  constructor(private readonly useCases: UseCases) {}

  protected abstract input(data: Data): Input;
  /** The id the receipt names: the record the use case wrote. */
  protected abstract idOf(record: Record): number;

  onModuleInit(): void {
    this.useCases.register(this.useCase);
  }

  async execute({ data, context }: Command<Data>): Promise<CommandReceipt> {
    const { decision, position, skipped } = await this.useCases.run(this.useCase, this.input(data), context);
    return { id: this.idOf(decision.record), position: position.toString(), ...(skipped.length > 0 ? { skipped } : {}) };
  }
}
