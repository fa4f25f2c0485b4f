import { Body, Controller, Inject, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { notFound, registerStoreSchema, type CommandReceipt, type StoreView } from '@cargo/contracts';
import { STORES, type ReadStore } from '@cargo/projections';
import type { z } from 'zod';
import type { AuthenticatedUser } from '../platform/http/authenticated-user';
import { CommandEndpoint } from '../platform/http/command-endpoint';
import { QueryEndpoint } from '../platform/http/query-endpoint';
import { Ctx, CurrentUser } from '../platform/http/request-context';
import { IdPipe, SchemaPipe } from '../platform/http/validation';
import { READ_STORE } from '../platform/process/tokens';
import type { CommandContext } from '../platform/write-model/command-context';
import { RegisterStoreCommand } from './register-store.handler';

/** Stores products are sold from: their names show beside products instead of a bare id. */
@ApiTags('store')
@Controller('store')
export class StoreController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(READ_STORE) private readonly store: ReadStore,
  ) {}

  @CommandEndpoint({ post: 'register', access: 'admin', body: registerStoreSchema })
  register(
    @Body(new SchemaPipe(registerStoreSchema)) body: z.output<typeof registerStoreSchema>,
    @CurrentUser() user: AuthenticatedUser,
    @Ctx() context: CommandContext,
  ): Promise<CommandReceipt> {
    return this.commands.execute(new RegisterStoreCommand({ name: body.name, userId: user.id }, context));
  }

  /** A store's name is public: the storefront shows it on every product. */
  @QueryEndpoint({ get: 'get/by/id/:id', access: 'public' })
  async byId(@Param('id', IdPipe) id: number): Promise<StoreView> {
    const found = await this.store.get<StoreView>(STORES, String(id));
    if (!found) throw notFound('catalog.storeNotFound');
    return found;
  }

  /** The stores a user registered (a handful at most). */
  @QueryEndpoint({ get: 'get/by/user/id/:id', access: 'admin' })
  byUser(@Param('id', IdPipe) userId: number): Promise<StoreView[]> {
    return this.store.find<StoreView>(STORES, { userId }, { sort: { id: 1 }, limit: 100 });
  }
}
