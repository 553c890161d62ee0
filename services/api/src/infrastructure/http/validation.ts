import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { ApiException } from './api-exception.js';

/** Flattens class-validator errors to `{ 'field' | 'parent.child': [messages] }`. */
export function fieldMessages(errors: ValidationError[], parent = ''): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const error of errors) {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const messages = Object.values(error.constraints ?? {});
    if (messages.length > 0) fields[path] = messages;
    Object.assign(fields, fieldMessages(error.children ?? [], path));
  }
  return fields;
}

/** 'Please check email: email must be a valid email address.' — one readable sentence naming the fields. */
export function validationSummary(fields: Record<string, string[]>): string {
  const messages = Object.values(fields).flat();
  const first = messages[0];
  if (!first) return 'The request is not valid.';
  const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);
  return messages.map(sentence).join(' ');
}

export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    forbidUnknownValues: true,
    stopAtFirstError: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => {
      const fields = fieldMessages(errors);
      return ApiException.badRequest(validationSummary(fields), fields);
    },
  });
}
