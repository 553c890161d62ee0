import { Injectable } from '@nestjs/common';
import {
  MESSAGES,
  type MessageResponse,
  type UserConfiguration,
  type UserConfigurationUpdate,
} from '@tpp/contracts';
import type { User } from '../accounts.types.js';
import { mapMessage } from '../dto/account-answers.mapper.js';
import { mapUserConfiguration } from '../dto/user-configuration.mapper.js';
import { UsersRepository } from '../repositories/users.repository.js';

/** Personal details of the signed-in user. */
@Injectable()
export class UserConfigurationService {
  constructor(private readonly users: UsersRepository) {}

  read(user: User): UserConfiguration {
    return mapUserConfiguration(user);
  }

  async save(userId: number, update: UserConfigurationUpdate): Promise<MessageResponse> {
    await this.users.updateDetails(userId, update.full_name.trim(), update.nickname.trim());
    return mapMessage(MESSAGES.settingsSaved);
  }
}
