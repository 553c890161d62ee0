import { Global, Module } from '@nestjs/common';
import { LinkSigner } from './link-signer.js';
import { SigningKeysRepository } from './signing-keys.repository.js';

/**
 * Signed single-purpose links and values (LinkSigner), provided once for every module: the Talent
 * Data login links (intake), the sheet viewer links and the viewer cookie (analytics).
 */
@Global()
@Module({
  providers: [LinkSigner, SigningKeysRepository],
  exports: [LinkSigner],
})
export class SigningModule {}
