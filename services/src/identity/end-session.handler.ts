import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { sessionStream } from '@cargo/contracts';
import { Command } from '../platform/write-model/command';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { isSessionId, splitToken } from './secrets';
import { sessionDecider } from './session.decider';

export class EndSessionCommand extends Command<{ refreshToken: string | undefined; sessionId: string | null }, void> {}

@CommandHandler(EndSessionCommand)
export class EndSessionHandler implements ICommandHandler<EndSessionCommand, void> {
  constructor(private readonly aggregates: AggregateRepository) {}

  /** Logout ends the session named by the refresh cookie and the one the access token belongs to. */
  async execute({ data: { refreshToken, sessionId }, context }: EndSessionCommand): Promise<void> {
    const sessions = new Set<string>();
    const fromCookie = splitToken(refreshToken)?.prefix;
    if (fromCookie) sessions.add(fromCookie);
    if (sessionId) sessions.add(sessionId);
    for (const id of sessions) {
      if (isSessionId(id)) await this.aggregates.execute(sessionStream(id), sessionDecider, { type: 'EndSession', data: {} }, context);
    }
  }
}
