import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/**
 * `anyOf: [{ type: 'string' }, { type: 'null' }]` (zod's nullable) as `type: ['string', 'null']`: the same
 * schema, which fast-json-stringify writes directly instead of validating each value against both branches.
 */
function simplifyNullable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplifyNullable);
  if (node === null || typeof node !== 'object') return node;
  const schema = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, simplifyNullable(value)])) as JsonSchema;
  const branches = schema.anyOf;
  if (Array.isArray(branches) && branches.length === 2) {
    const isNull = (b: JsonSchema) => b.type === 'null' && Object.keys(b).length === 1;
    const other = (branches as JsonSchema[]).find((b) => !isNull(b));
    const primitive = other && typeof other.type === 'string' && ['string', 'number', 'integer', 'boolean'].includes(other.type);
    if ((branches as JsonSchema[]).some(isNull) && primitive) {
      const { anyOf: _anyOf, ...rest } = schema;
      return { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  return schema;
}

/**
 * Response bodies written by a serializer compiled once per route from the route's zod contract (issue 12):
 * the contract becomes a JSON schema (zod's own conversion, as for the OpenAPI document) and fast-json-stringify
 * turns that into a function, as Fastify does for JSON-schema routes. Only the contract's fields are written, as
 * with zod; unlike zod, values are not re-validated on the way out (the services build them from typed rows).
 * A contract that has no JSON-schema form is serialised by zod as before.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  let jsonSchema: JsonSchema;
  try {
    jsonSchema = z.toJSONSchema(route.schema, { target: 'draft-07', io: 'output', unrepresentable: 'throw', cycles: 'throw', reused: 'inline' });
  } catch {
    return zodSerializerCompiler(route);
  }
  return fastJson(simplifyNullable(jsonSchema) as Parameters<typeof fastJson>[0]);
};
