import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import type { AppConfig } from '../platform/config';
import { APP_CONFIG } from '../platform/tokens';
import { ACCESS_TOKEN_ALGORITHM, AccessTokens } from './access-tokens';
import { Accounts } from './accounts';
import { identityCommandHandlers } from './identity.commands';
import { JwtStrategy } from './jwt.strategy';
import { LocalStrategy } from './local.strategy';
import { LoginThrottle } from './login-throttle';
import { Registrar } from './registrar';
import { UserController } from './user.controller';

@Module({
  imports: [
    PassportModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({ secret: config.jwtSecret, signOptions: { expiresIn: config.accessTokenTtlSeconds, algorithm: ACCESS_TOKEN_ALGORITHM } }),
    }),
  ],
  controllers: [UserController],
  providers: [...identityCommandHandlers, Accounts, Registrar, AccessTokens, LoginThrottle, LocalStrategy, JwtStrategy],
  exports: [Accounts],
})
export class IdentityModule {}
