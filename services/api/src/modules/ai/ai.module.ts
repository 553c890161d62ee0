import { Module } from '@nestjs/common';
import type { Logger } from 'pino';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { LOGGER } from '../../infrastructure/logging/logging.module.js';
import { AccountsModule } from '../accounts/accounts.module.js';
import { SearchModule } from '../search/search.module.js';
import { TalentModule } from '../talent/talent.module.js';
import { AiController } from './controllers/ai.controller.js';
import { AiProvider, OfflineAiProvider } from './providers/ai-provider.js';
import { OpenAiCompatibleProvider } from './providers/openai-compatible.provider.js';
import { AiCreatorsRepository } from './repositories/ai-creators.repository.js';
import { AiHelpersService } from './services/ai-helpers.service.js';

/** The AI helpers: tag, sheet and note suggestions and the AI search (see README.md). */
@Module({
  imports: [AccountsModule, TalentModule, SearchModule],
  controllers: [AiController],
  providers: [
    AiCreatorsRepository,
    AiHelpersService,
    {
      provide: AiProvider,
      inject: [APP_CONFIG, LOGGER],
      useFactory: (config: AppConfig, logger: Logger): AiProvider => {
        const { ai } = config;
        if (ai.provider === 'openai' && ai.baseUrl)
          return new OpenAiCompatibleProvider(
            { baseUrl: ai.baseUrl, apiKey: ai.apiKey, model: ai.model, timeoutMs: ai.timeoutMs },
            logger,
          );
        return new OfflineAiProvider();
      },
    },
  ],
})
export class AiModule {}
