import type { Json, Operation, Schema } from './bad-input-fuzz.js';

/**
 * The numbers of the API as the served OpenAPI document declares them: every numeric path
 * parameter, query parameter and body field (nested objects and list items too) of every
 * operation, with its declared range. Shared by test/security/number-ranges.e2e-spec.ts and
 * test/bad-input.e2e-spec.ts.
 */

export type BodyPath = (string | number)[];

export interface NumericField {
  operation: Operation;
  in: 'path' | 'query' | 'body';
  /** The parameter's name, or the body field's path (`influencers.0.influencer_id`). */
  name: string;
  /** For a body field: where it sits (`['influencers', 0, 'influencer_id']`). */
  bodyPath: BodyPath;
  schema: Schema;
}

const isNumeric = (schema: Schema) => schema.type === 'number' || schema.type === 'integer';

/** Every numeric field of the operations. */
export function numericFields(operations: Operation[], resolve: (schema?: Schema) => Schema): NumericField[] {
  const fields: NumericField[] = [];
  for (const operation of operations) {
    for (const parameter of [...operation.pathParams, ...operation.queryParams]) {
      const schema = resolve(parameter.schema);
      if (isNumeric(schema))
        fields.push({
          operation,
          in: parameter.in as 'path' | 'query',
          name: parameter.name,
          bodyPath: [],
          schema,
        });
    }
    if (!operation.body) continue;
    const walk = (schema: Schema, at: BodyPath, seen: Set<Schema>) => {
      if (seen.has(schema)) return;
      const inner = new Set(seen).add(schema);
      for (const [key, raw] of Object.entries(schema.properties ?? {})) {
        const property = resolve(raw);
        const path = [...at, key];
        if (isNumeric(property))
          fields.push({ operation, in: 'body', name: path.join('.'), bodyPath: path, schema: property });
        if (property.type === 'array') {
          const items = resolve(property.items);
          if (isNumeric(items))
            fields.push({
              operation,
              in: 'body',
              name: [...path, 0].join('.'),
              bodyPath: [...path, 0],
              schema: items,
            });
          if (items.properties) walk(items, [...path, 0], inner);
        } else if (property.properties) walk(property, path, inner);
      }
    };
    walk(operation.body, [], new Set());
  }
  return fields;
}

/** The declared range: `minimum` and `maximum`, or the least and greatest of an `enum`; null when open. */
export function declaredRange(schema: Schema): { min: number; max: number } | null {
  if (schema.enum?.length) {
    const values = schema.enum.filter((value): value is number => typeof value === 'number');
    if (values.length === schema.enum.length) return { min: Math.min(...values), max: Math.max(...values) };
  }
  if (typeof schema.minimum === 'number' && typeof schema.maximum === 'number')
    return { min: schema.minimum, max: schema.maximum };
  return null;
}

/** Percentages are the API's only decimal numbers: 0 to 100. */
export const isPercent = (schema: Schema) => schema.minimum === 0 && schema.maximum === 100;

/** Sets the value at `path` of a JSON body, making the containers on the way. */
export function withBodyValue(body: Json | undefined, path: BodyPath, value: Json): Json {
  const root: Json = body !== null && typeof body === 'object' ? structuredClone(body) : {};
  let node = root as Record<string | number, Json>;
  for (const [index, key] of path.entries()) {
    if (index === path.length - 1) {
      node[key] = value;
      break;
    }
    const next = node[key];
    if (next === null || typeof next !== 'object') node[key] = typeof path[index + 1] === 'number' ? [] : {};
    node = node[key] as Record<string | number, Json>;
  }
  return root;
}

/**
 * Whether an answer's `fields` names the field: its own path, or for an item of a list of
 * numbers the list (class-validator's `each` rules name the list).
 */
export function namesField(fields: Record<string, unknown> | undefined, field: NumericField): boolean {
  if (!fields) return false;
  const names = Object.keys(fields);
  return names.includes(field.name) || names.includes(field.name.replace(/\.\d+$/, ''));
}
