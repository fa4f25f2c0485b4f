import { Global, Module } from '@nestjs/common';
import { ActorNames } from '../audit/public';
import { StaffAccounts } from '../customers/public';
import { ActorNamesFromUsers, StaffAccountsFromUsers } from './account-answers.provider';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import type { AppConfig } from '../platform/process/config';
import { APP_CONFIG } from '../platform/process/tokens';
import { ACCESS_TOKEN_ALGORITHM, AccessTokens } from './access-tokens';
import { Accounts } from './accounts';
import { ChangeAdminHandler } from './change-admin.handler';
import { EndSessionHandler } from './end-session.handler';
import { ProvisionUserHandler } from './register-user/provision-user.handler';
import { RefreshSessionHandler } from './refresh-session.handler';
import { RegisterUserHandler } from './register-user/register-user.handler';
import { StartSessionHandler } from './start-session.handler';
import { VerifyEmailHandler } from './verify-email.handler';
import { JwtStrategy } from './jwt.strategy';
import { LocalStrategy } from './local.strategy';
import { LoginThrottle } from './login-throttle';
import { Registrar } from './register-user/registrar';
import { UserController } from './user.controller';
import { EraseCustomerController } from './erase-customer/erase-customer.controller';
import { RegisterUserController } from './register-user/register-user.controller';
import { EraseCustomerHandler } from './erase-customer/erase-customer.handler';
import { RoleBook } from './roles/role-book';
import { RolesController } from './roles/roles.controller';
import { SetRoleHandler } from './roles/set-role.handler';
import { SetUserRolesHandler } from './set-user-roles/set-user-roles.handler';

/** Global: its answers to the audit's and customers' questions (`ActorNames`, `StaffAccounts`) reach them without either importing identity. */
@Global()
@Module({
  imports: [
    PassportModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: config.jwtSecret,
        signOptions: { expiresIn: config.accessTokenTtlSeconds, algorithm: ACCESS_TOKEN_ALGORITHM },
      }),
    }),
  ],
  controllers: [UserController, RegisterUserController, EraseCustomerController, RolesController],
  providers: [
    { provide: ActorNames, useClass: ActorNamesFromUsers },
    { provide: StaffAccounts, useClass: StaffAccountsFromUsers },
    RegisterUserHandler,
    ProvisionUserHandler,
    VerifyEmailHandler,
    StartSessionHandler,
    RefreshSessionHandler,
    EndSessionHandler,
    ChangeAdminHandler,
    EraseCustomerHandler,
    SetRoleHandler,
    SetUserRolesHandler,
    RoleBook,
    Accounts,
    Registrar,
    AccessTokens,
    LoginThrottle,
    LocalStrategy,
    JwtStrategy,
  ],
  exports: [Accounts, RoleBook, ActorNames, StaffAccounts],
})
export class IdentityModule {}
