#!/usr/bin/env node
/**
 * Writes docs/api-reference.md from the committed OpenAPI document (services/api/openapi.json),
 * so the call reference is never written by hand. `npm run docs:api` runs it after
 * `npm run openapi -w @tpp/api`; services/api/test/docs.e2e-spec.ts fails when the committed
 * reference is not what this script writes.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const OPENAPI_PATH = resolve(ROOT, 'services/api/openapi.json');
export const REFERENCE_PATH = resolve(ROOT, 'docs/api-reference.md');

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** `/api/talent-sheets/{hashId}` -> `/api/talent-sheets/:hashId` (the route table's spelling). */
const routePath = (path) => path.replace(/\{([^}]+)\}/g, ':$1');

const schemaName = (ref) => ref.replace('#/components/schemas/', '');

/** Markdown table cells: no pipes or line breaks. */
const cell = (text) =>
  String(text ?? '')
    .replace(/\|/g, '\\|')
    .replace(/\s*\n\s*/g, ' ');

function typeOf(schema) {
  if (!schema) return '';
  if (schema.$ref) return `[${schemaName(schema.$ref)}](#${schemaName(schema.$ref).toLowerCase()})`;
  if (schema.allOf) return schema.allOf.map(typeOf).join(' & ');
  let type = schema.type ?? 'any';
  if (type === 'array') type = `${typeOf(schema.items)}[]`;
  if (type === 'object' && schema.additionalProperties) {
    type = `map of ${schema.additionalProperties === true ? 'any' : typeOf(schema.additionalProperties)}`;
  }
  if (schema.enum) type = schema.enum.map((value) => `\`${value}\``).join(', ');
  if (schema.nullable) type += ' or null';
  return type;
}

function limitsOf(schema) {
  if (!schema) return '';
  const parts = [];
  if (schema.minimum !== undefined) parts.push(`min ${schema.minimum}`);
  if (schema.maximum !== undefined) parts.push(`max ${schema.maximum}`);
  if (schema.minLength !== undefined) parts.push(`min length ${schema.minLength}`);
  if (schema.maxLength !== undefined) parts.push(`max length ${schema.maxLength}`);
  if (schema.maxItems !== undefined) parts.push(`at most ${schema.maxItems} items`);
  if (schema.pattern !== undefined) parts.push(`pattern \`${schema.pattern}\``);
  if (schema.format !== undefined) parts.push(schema.format);
  if (schema.default !== undefined) parts.push(`default ${JSON.stringify(schema.default)}`);
  return parts.join(', ');
}

function notes(schema, description) {
  return [description ?? schema?.description, limitsOf(schema)].filter(Boolean).join('; ');
}

function bodyOf(content) {
  const json = content?.['application/json']?.schema;
  if (json) return typeOf(json);
  const types = Object.keys(content ?? {});
  return types.length ? types.map((type) => `\`${type}\``).join(', ') : 'none';
}

function operationSection(path, method, op) {
  const lines = [`### \`${method.toUpperCase()} ${routePath(path)}\``, ''];
  if (op.summary) lines.push(op.summary, '');
  if (op.description) lines.push(op.description, '');
  const access = op.security?.length ? 'Signed in (session cookie).' : 'Public: no session needed.';
  lines.push(`Access: ${access}`, '');
  const parameters = (op.parameters ?? []).filter((p) => p.in !== 'header');
  const csrf = (op.parameters ?? []).some((p) => p.in === 'header' && p.name === 'x-csrf-token');
  if (csrf) lines.push('Needs the `x-csrf-token` header.', '');
  if (parameters.length) {
    lines.push('| Parameter | In | Type | Required | Notes |', '| --- | --- | --- | --- | --- |');
    for (const p of parameters) {
      lines.push(
        `| \`${p.name}\` | ${p.in} | ${cell(typeOf(p.schema))} | ${p.required ? 'yes' : 'no'} | ${cell(notes(p.schema, p.description))} |`,
      );
    }
    lines.push('');
  }
  if (op.requestBody) lines.push(`Body: ${bodyOf(op.requestBody.content)}`, '');
  const answers = Object.entries(op.responses ?? {});
  if (answers.length) {
    lines.push('| Status | Answer |', '| --- | --- |');
    for (const [status, answer] of answers) {
      const body = answer.content ? bodyOf(answer.content) : '';
      lines.push(`| ${status} | ${cell([answer.description, body].filter(Boolean).join(': '))} |`);
    }
    lines.push('');
  }
  return lines;
}

function schemaSection(name, schema) {
  const lines = [`### ${name}`, ''];
  if (schema.description) lines.push(schema.description, '');
  const properties = Object.entries(schema.properties ?? {});
  if (!properties.length) {
    lines.push(`Type: ${typeOf(schema)}`, '');
    return lines;
  }
  const required = new Set(schema.required ?? []);
  lines.push('| Field | Type | Required | Notes |', '| --- | --- | --- | --- |');
  for (const [field, property] of properties) {
    lines.push(
      `| \`${field}\` | ${cell(typeOf(property))} | ${required.has(field) ? 'yes' : 'no'} | ${cell(notes(property))} |`,
    );
  }
  lines.push('');
  return lines;
}

/** The reference as markdown, formatted as the repository's prettier configuration formats it. */
export async function renderReference(openapi) {
  const byTag = new Map();
  for (const [path, item] of Object.entries(openapi.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const tag = op.tags?.[0] ?? 'other';
      if (!byTag.has(tag)) byTag.set(tag, []);
      byTag.get(tag).push([path, method, op]);
    }
  }
  const lines = [
    '# API reference',
    '',
    '<!-- Generated by `npm run docs:api` (scripts/api-reference.mjs) from services/api/openapi.json. Do not edit by hand. -->',
    '',
    `${openapi.info.title}, version ${openapi.info.version}. ${openapi.info.description ?? ''}`,
    '',
    'What each screen does with these calls is described in [the product docs](README.md).',
    '',
    '## Areas',
    '',
    ...[...byTag.keys()].map(
      (tag) =>
        `- [${tag}](#${tag
          .toLowerCase()
          .replace(/\s+/g, '-')
          .replace(/[^a-z0-9-]/g, '')})`,
    ),
    '- [Shapes](#shapes)',
    '',
  ];
  for (const [tag, operations] of byTag) {
    lines.push(`## ${tag}`, '');
    for (const [path, method, op] of operations) lines.push(...operationSection(path, method, op));
  }
  lines.push('## Shapes', '');
  for (const [name, schema] of Object.entries(openapi.components?.schemas ?? {})) {
    lines.push(...schemaSection(name, schema));
  }
  const options = (await prettier.resolveConfig(REFERENCE_PATH)) ?? {};
  return prettier.format(lines.join('\n'), { ...options, filepath: REFERENCE_PATH });
}

export async function readOpenApi() {
  return JSON.parse(await readFile(OPENAPI_PATH, 'utf8'));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await writeFile(REFERENCE_PATH, await renderReference(await readOpenApi()));
  console.log(`Wrote ${REFERENCE_PATH}`);
}
