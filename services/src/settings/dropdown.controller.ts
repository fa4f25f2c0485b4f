import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { addDropdownOptionSchema, updateDropdownOptionSchema, type CommandReceipt } from '@cargo/contracts';
import type { z } from 'zod';
import { CommandEndpoint } from '../platform/http/command-endpoint';
import { QueryEndpoint } from '../platform/http/query-endpoint';
import { Ctx } from '../platform/http/request-context';
import { SchemaPipe } from '../platform/http/validation';
import type { CommandContext } from '../platform/write-model/command-context';
import { AddDropdownOptionCommand, type OptionAdded } from './add-dropdown-option.handler';
import { DropdownQueries } from './dropdown.queries';
import { UpdateDropdownOptionCommand } from './update-dropdown-option.handler';

@ApiTags('dropdown')
@Controller('dropdown')
export class DropdownController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: DropdownQueries,
  ) {}

  @QueryEndpoint({ get: 'get', access: 'admin' })
  all() {
    return this.queries.all();
  }

  /** Public: the storefront names brands and categories too. */
  @QueryEndpoint({ get: 'get/to/options', access: 'public' })
  options() {
    return this.queries.toOptions();
  }

  @CommandEndpoint({ post: 'add/option', access: 'root', body: addDropdownOptionSchema })
  add(@Body(new SchemaPipe(addDropdownOptionSchema)) body: z.output<typeof addDropdownOptionSchema>, @Ctx() context: CommandContext): Promise<OptionAdded> {
    return this.commands.execute(new AddDropdownOptionCommand({ input: body }, context));
  }

  @CommandEndpoint({ post: 'update/option', access: 'root', body: updateDropdownOptionSchema })
  update(
    @Body(new SchemaPipe(updateDropdownOptionSchema)) body: z.output<typeof updateDropdownOptionSchema>,
    @Ctx() context: CommandContext,
  ): Promise<CommandReceipt> {
    return this.commands.execute(new UpdateDropdownOptionCommand({ input: body }, context));
  }
}
