import { Global, Module } from '@nestjs/common';
import { AuditController } from './audit.controller';
import { ActorNames } from './actor-names';
import { AuditQueries } from './audit.queries';
import { ReferenceNamers } from './reference-names';
import { ReplayJobs } from './replay-jobs';

/** Global: `@AsOfRecord` routes of other capabilities answer `?asOf=` through its queries, and the owners of named records register their namers. */
@Global()
@Module({
  controllers: [AuditController],
  providers: [
    AuditQueries,
    ReplayJobs,
    ReferenceNamers,
    // People are named by identity's answer to who an actor is (an account's id is an actor's).
    {
      provide: 'names:user',
      inject: [ReferenceNamers, ActorNames],
      useFactory: (namers: ReferenceNamers, actors: ActorNames) => namers.register('user', (ids) => actors.name(ids)),
    },
  ],
  exports: [AuditQueries, ReferenceNamers],
})
export class AuditModule {}
