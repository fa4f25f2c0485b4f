import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { translate, userSubject, type Language } from '@cargo/contracts';
import type { AppConfig } from '../../platform/process/config';
import { Mailer } from '../../platform/mail/mailer';
import { APP_CONFIG } from '../../platform/process/tokens';
import { Accounts } from '../accounts';
import { Registrar, type Registration } from './registrar';
import { Command } from '../../platform/write-model/command';

export class RegisterUserCommand extends Command<{ input: Registration; language: Language }, Record<string, never>> {}

@CommandHandler(RegisterUserCommand)
export class RegisterUserHandler implements ICommandHandler<RegisterUserCommand, Record<string, never>> {
  private readonly logger = new Logger('Registration');

  constructor(
    private readonly registrar: Registrar,
    private readonly accounts: Accounts,
    private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * A taken email answers exactly like a new registration (nothing tells a caller whether an
   * address has an account); its owner gets a mail saying someone tried.
   */
  async execute({ data: { input, language }, context }: RegisterUserCommand): Promise<Record<string, never>> {
    // A name given on the Vietnamese page is written family name first, unless the caller said otherwise.
    const registered = await this.registrar.register({ ...input, familyFirst: input.familyFirst ?? language === 'vi' }, context);
    if (registered) {
      const link = `${this.config.appUrl}/verify/email/${registered.verificationToken}`;
      const intro = translate('identity.verificationBody', language);
      await this.send(registered.userId, input.email, translate('identity.verificationSubject', language), intro, link);
    } else {
      const body = translate('identity.registerAttemptBody', language);
      await this.send(
        await this.accounts.userIdByEmail(input.email),
        input.email,
        translate('identity.registerAttemptSubject', language),
        body,
        `${this.config.appUrl}/login`,
      );
    }
    return {};
  }

  /** A failed mail does not undo the account: the link is in the log and the user can ask again. */
  private async send(userId: number | null, to: string, subject: string, intro: string, link: string): Promise<void> {
    try {
      await this.mailer.send({
        to,
        subject,
        text: `${intro}\n${link}\n`,
        html: `<p>${intro}</p><p><a href="${link}">${link}</a></p>`,
        ...(userId !== null && { about: userSubject(userId) }),
      });
    } catch (error) {
      this.logger.error(`Mail "${subject}" to ${to} failed (${String(error)}); link: ${link}`);
    }
  }
}
