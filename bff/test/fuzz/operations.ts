import { PASSWORD_MIN_LENGTH } from '@academy/contracts/http';

/** One operation of the published OpenAPI document, with what the fuzzer needs to know of it. */
export interface Operation {
  key: string;
  method: string;
  path: string;
  body?: JsonSchema;
  params: { in: 'path' | 'query'; name: string; schema: JsonSchema; required: boolean }[];
}

export interface JsonSchema {
  type?: string | string[];
  format?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  minimum?: number;
  minLength?: number;
  minItems?: number;
  minProperties?: number;
}

type OpenApi = {
  paths: Record<
    string,
    Record<
      string,
      {
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
        parameters?: { in: string; name: string; schema: JsonSchema; required?: boolean }[];
      }
    >
  >;
};

/** Every operation in the document, keyed "METHOD /path" as the access matrix names them. */
export const operationsOf = (document: OpenApi): Operation[] =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      path,
      body: operation.requestBody?.content['application/json']?.schema,
      params: (operation.parameters ?? [])
        .filter((p) => p.in === 'path' || p.in === 'query')
        .map((p) => ({
          in: p.in as 'path' | 'query',
          name: p.name,
          schema: p.schema,
          required: p.required ?? p.in === 'path',
        })),
    })),
  );

/** Values of the fixtures a well-formed request refers to. */
export interface Fixtures {
  userId: string;
  courseId: number;
}

/** A well-formed value for a schema: required fields only, the smallest valid values. */
export const exampleOf = (schema: JsonSchema | undefined, fixtures: Fixtures, name = ''): unknown => {
  if (!schema) return undefined;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf?.[0]) return exampleOf(schema.anyOf[0], fixtures, name);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const required = schema.required ?? [];
      const optional = Object.keys(schema.properties ?? {}).filter((key) => !required.includes(key));
      const keys = [
        ...required,
        ...optional.slice(0, Math.max((schema.minProperties ?? 0) - required.length, 0)),
      ];
      return Object.fromEntries(keys.map((key) => [key, exampleOf(schema.properties?.[key], fixtures, key)]));
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => exampleOf(schema.items, fixtures, name));
    case 'integer':
    case 'number':
      return /course/i.test(name) ? fixtures.courseId : Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return false;
    case 'string':
      if (schema.format === 'uuid') return fixtures.userId;
      if (schema.format === 'email') return 'someone@example.com';
      if (schema.format === 'date-time') return new Date(0).toISOString();
      // Every password alike, at the length a new one needs: the account registered logs in.
      if (/password/i.test(name)) return 'x'.repeat(PASSWORD_MIN_LENGTH);
      return 'x'.repeat(Math.max(schema.minLength ?? 1, 8));
    default:
      return null;
  }
};

/**
 * Percent-encodes a path value; a lone surrogate, which `encodeURIComponent` refuses, goes out as the
 * (invalid UTF-8) bytes a careless client would send for it.
 */
const encodePathValue = (value: string) =>
  value
    .split(/([\ud800-\udfff])/u)
    .map((part, index) => {
      if (index % 2 === 0) return encodeURIComponent(part);
      const unit = part.charCodeAt(0);
      return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    })
    .join('');

/** The URL of a well-formed request: path parameters filled in, required query parameters added. */
export const urlOf = (operation: Operation, values: Record<string, unknown>) => {
  let url = operation.path;
  const query = new URLSearchParams();
  for (const param of operation.params) {
    const value = encodePathValue(String(values[param.name]));
    if (param.in === 'path') url = url.replace(`{${param.name}}`, value);
    else if (param.required) query.set(param.name, String(values[param.name]));
  }
  return query.size ? `${url}?${query}` : url;
};

export const wellFormedParams = (operation: Operation, fixtures: Fixtures) =>
  Object.fromEntries(operation.params.map((p) => [p.name, exampleOf(p.schema, fixtures, p.name)]));
