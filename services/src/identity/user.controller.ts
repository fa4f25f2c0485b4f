import { Controller, Get, HttpCode, Inject, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { Reply as Response, Request } from '../platform/http/request';
import { loginSchema, queryPagingSchema, type LoginReply, type Page, type UserInfo, type UserView, type CommandReceipt } from '@cargo/contracts';
import type { z } from 'zod';
import { USERS, type ReadStore } from '@cargo/projections';
import type { CommandContext } from '../platform/write-model/command-context';
import type { AppConfig } from '../platform/process/config';
import { Access } from '../platform/http/access';
import { Unshaped } from '../platform/http/field-access';
import type { AuthenticatedUser } from '../platform/http/authenticated-user';
import { CommandEndpoint, CommandRoute } from '../platform/http/command-endpoint';
import { ApiCommand, ApiSchemaBody, QuerySchema } from '../platform/http/openapi';
import { Ctx, CurrentUser } from '../platform/http/request-context';
import { IdPipe } from '../platform/http/validation';
import { APP_CONFIG, READ_STORE } from '../platform/process/tokens';
import { ChangeAdminCommand } from './change-admin.handler';
import { EndSessionCommand } from './end-session.handler';
import { RefreshSessionCommand } from './refresh-session.handler';
import type { SessionTokens } from './session-tokens';
import { StartSessionCommand } from './start-session.handler';
import { VerifyEmailCommand } from './verify-email.handler';
import { LoginGuard } from './local.strategy';

export const REFRESH_COOKIE = 'refresh_token';
const REFRESH_COOKIE_DAYS = 30;

@ApiTags('user')
@Controller()
export class UserController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  // A public route that changes state is a command: an auditor's token is refused (an auditor changes nothing).
  @CommandEndpoint({ get: 'verify/account/:id', access: 'public' })
  @ApiOkResponse({ description: 'The email is verified; the id is the token from the verification link' })
  verifyAccount(@Param('id') token: string, @Ctx() context: CommandContext): Promise<CommandReceipt> {
    return this.commands.execute(new VerifyEmailCommand({ token }, context));
  }

  @CommandEndpoint({ get: 'verify/email/:sessionId', access: 'public' })
  @ApiOkResponse({ description: 'Email verification by the token of the link (/verify/email/:sessionId)' })
  verifyEmail(@Param('sessionId') token: string, @Ctx() context: CommandContext): Promise<CommandReceipt> {
    return this.commands.execute(new VerifyEmailCommand({ token }, context));
  }

  @Post('user/login')
  @HttpCode(200)
  @Access('public')
  @UseGuards(LoginGuard)
  @Unshaped()
  @ApiSchemaBody(loginSchema)
  @ApiOkResponse({ description: 'Also sets the httpOnly refresh cookie' })
  async login(@Req() request: Request, @Res({ passthrough: true }) response: Response, @Ctx() context: CommandContext): Promise<LoginReply> {
    const session: SessionTokens = await this.commands.execute(new StartSessionCommand({ user: request.user as UserInfo }, context));
    return this.withRefreshCookie(response, session);
  }

  @Get('user/refresh/token')
  @Access('public')
  @Unshaped()
  @ApiOkResponse({ description: 'Rotates the refresh cookie; an already-used one ends the session' })
  async refresh(@Req() request: Request, @Res({ passthrough: true }) response: Response, @Ctx() context: CommandContext): Promise<LoginReply> {
    try {
      const session: SessionTokens = await this.commands.execute(new RefreshSessionCommand({ refreshToken: request.cookies?.[REFRESH_COOKIE] }, context));
      return this.withRefreshCookie(response, session);
    } catch (error) {
      void response.clearCookie(REFRESH_COOKIE, this.cookieOptions());
      throw error;
    }
  }

  @Get('user/logout')
  @Access('public')
  @ApiOkResponse({ description: 'Ends the session of the refresh cookie and of the bearer token, if any' })
  async logout(@Req() request: Request, @Res({ passthrough: true }) response: Response, @Ctx() context: CommandContext): Promise<Record<string, never>> {
    const user = request.user as AuthenticatedUser | undefined;
    await this.commands.execute(new EndSessionCommand({ refreshToken: request.cookies?.[REFRESH_COOKIE], sessionId: user?.sessionId ?? null }, context));
    void response.clearCookie(REFRESH_COOKIE, this.cookieOptions());
    return {};
  }

  /** Who the bearer token belongs to, now. It never mints a token: only the refresh cookie does. */
  @Get('user/verify/session')
  @Access('user')
  @Unshaped()
  @ApiBearerAuth()
  verifySession(@CurrentUser() user: AuthenticatedUser): { userInfo: UserInfo; id: number } {
    const { sessionId: _sessionId, ...userInfo } = user;
    return { userInfo, id: user.id };
  }

  @Get('user/get')
  @Access('root')
  @ApiBearerAuth()
  async users(@QuerySchema(queryPagingSchema) query: z.output<typeof queryPagingSchema>): Promise<Page<UserView>> {
    const [items, total] = await Promise.all([
      this.store.find<UserView>(USERS, {}, { sort: { id: 1 }, skip: query.page * query.pageSize, limit: query.pageSize }),
      this.store.count(USERS, {}),
    ]);
    return { items, total, page: query.page, pageSize: query.pageSize };
  }

  @Post('user/grant/admin/:id')
  @HttpCode(200)
  @Access('root')
  @CommandRoute()
  @ApiBearerAuth()
  @ApiCommand()
  grantAdmin(@Param('id', IdPipe) id: number, @Ctx() context: CommandContext): Promise<CommandReceipt> {
    return this.commands.execute(new ChangeAdminCommand({ userId: id, grant: true }, context));
  }

  @Post('user/revoke/admin/:id')
  @HttpCode(200)
  @Access('root')
  @CommandRoute()
  @ApiBearerAuth()
  @ApiCommand()
  revokeAdmin(@Param('id', IdPipe) id: number, @Ctx() context: CommandContext): Promise<CommandReceipt> {
    return this.commands.execute(new ChangeAdminCommand({ userId: id, grant: false }, context));
  }

  @Post('user/grant/auditor/:id')
  @HttpCode(200)
  @Access('root')
  @CommandRoute()
  @ApiBearerAuth()
  @ApiCommand()
  grantAuditor(@Param('id', IdPipe) id: number, @Ctx() context: CommandContext): Promise<CommandReceipt> {
    return this.commands.execute(new ChangeAdminCommand({ userId: id, grant: true, role: 'auditor' }, context));
  }

  @Post('user/revoke/auditor/:id')
  @HttpCode(200)
  @Access('root')
  @CommandRoute()
  @ApiBearerAuth()
  @ApiCommand()
  revokeAuditor(@Param('id', IdPipe) id: number, @Ctx() context: CommandContext): Promise<CommandReceipt> {
    return this.commands.execute(new ChangeAdminCommand({ userId: id, grant: false, role: 'auditor' }, context));
  }

  private withRefreshCookie(response: Response, { refreshToken, ...reply }: SessionTokens): LoginReply {
    void response.setCookie(REFRESH_COOKIE, refreshToken, { ...this.cookieOptions(), maxAge: REFRESH_COOKIE_DAYS * 24 * 3600 });
    return reply;
  }

  private cookieOptions(): CookieSerializeOptions {
    return { httpOnly: true, sameSite: 'strict', secure: this.config.secureCookies, path: '/api/user' };
  }
}
