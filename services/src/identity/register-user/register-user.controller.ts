import { Body, Controller, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from '../../platform/http/request';
import { registerSchema } from '@cargo/contracts';
import type { CommandContext } from '../../platform/write-model/command-context';
import { Access } from '../../platform/http/access';
import { CommandRoute } from '../../platform/http/command-endpoint';
import { languageOf } from '../../platform/http/language';
import { ApiSchemaBody } from '../../platform/http/openapi';
import { Ctx } from '../../platform/http/request-context';
import { SchemaPipe } from '../../platform/http/validation';
import { RegisterUserCommand } from './register-user.handler';
import type { Registration } from './registrar';

/** Sign-up: public (and rate limited as every public write is). */
@ApiTags('user')
@Controller()
export class RegisterUserController {
  constructor(private readonly commands: CommandBus) {}

  @Post('user/register')
  @Access('public')
  @CommandRoute()
  @ApiSchemaBody(registerSchema)
  @ApiCreatedResponse({ description: 'The same empty reply whether or not the email already had an account; its owner is mailed either way' })
  register(@Body(new SchemaPipe(registerSchema)) body: Registration, @Req() request: Request, @Ctx() context: CommandContext): Promise<Record<string, never>> {
    return this.commands.execute(new RegisterUserCommand({ input: body, language: languageOf(request) }, context));
  }
}
