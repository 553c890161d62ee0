import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  MESSAGES,
  type MessageResponse,
  type SuccessResponse,
  type UserConfiguration,
  type UserConfigurationUpdate,
} from '@tpp/contracts';
import type { Repository } from 'typeorm';
import { User } from '../entities/user.entity.js';

/** Personal details of the signed-in user. */
@Injectable()
export class UserConfigurationService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  read(user: User): UserConfiguration {
    return { email: user.email, full_name: user.fullName, nickname: user.nickname };
  }

  async save(userId: number, update: UserConfigurationUpdate): Promise<MessageResponse> {
    await this.users.update(
      { id: userId },
      { fullName: update.full_name.trim(), nickname: update.nickname.trim() },
    );
    return { success: true, message: MESSAGES.settingsSaved };
  }

  async markNotificationRead(userId: number): Promise<SuccessResponse> {
    await this.users.update({ id: userId }, { showNotification: false });
    return { success: true };
  }
}
