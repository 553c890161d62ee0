import type {
  RecoveryCodesResponse,
  SignInStep,
  SignInStepResponse,
  TwoFactorSetupResponse,
  TwoFactorStatusResponse,
} from '@tpp/contracts';

/** The answers of the second factor's calls (one mapper per answer shape). */
export function mapTwoFactorStatus(
  enabledAt: Date | null,
  required: boolean,
  recoveryCodesLeft: number,
): TwoFactorStatusResponse {
  return {
    enabled: enabledAt !== null,
    required,
    enabled_at: enabledAt ? new Date(enabledAt).toISOString() : null,
    recovery_codes_left: recoveryCodesLeft,
  };
}

export function mapTwoFactorSetup(secret: string, uri: string): TwoFactorSetupResponse {
  return { secret, otpauth_uri: uri };
}

export function mapRecoveryCodes(codes: string[]): RecoveryCodesResponse {
  return { success: true, recovery_codes: codes };
}

export function mapSignInStep(step: SignInStep, emailHint: string | null = null): SignInStepResponse {
  return { success: true, second_step: step, ...(step === 'email_code' ? { email_hint: emailHint } : {}) };
}
