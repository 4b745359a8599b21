/** The routes of the OpenAPI document (/docs/json) as a fuzzer walks them. */

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  minItems?: number;
};

type Parameter = { name: string; in: 'query' | 'path' | 'header'; schema?: JsonSchema };

export type Operation = {
  method: 'GET' | 'POST';
  /** The path as the document writes it: /kiosk-host/invoke/{channel}. */
  path: string;
  /** Who may call it (`x-caller`): anyone, diner, device, staff:5000… */
  caller: string;
  query: Parameter[];
  pathParams: Parameter[];
  headers: Parameter[];
  body: JsonSchema | undefined;
};

type OpenApiDocument = {
  paths: Record<
    string,
    Record<string, { parameters?: Parameter[]; requestBody?: unknown; 'x-caller'?: string }>
  >;
};

export function operationsOf(document: unknown): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries((document as OpenApiDocument).paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (method !== 'get' && method !== 'post') continue;
      const parameters = operation.parameters ?? [];
      const body = (
        operation.requestBody as { content?: Record<string, { schema?: JsonSchema }> } | undefined
      )?.content?.['application/json']?.schema;
      operations.push({
        method: method === 'get' ? 'GET' : 'POST',
        path,
        caller: operation['x-caller'] ?? 'anyone',
        query: parameters.filter((p) => p.in === 'query'),
        pathParams: parameters.filter((p) => p.in === 'path'),
        headers: parameters.filter((p) => p.in === 'header'),
        body,
      });
    }
  }
  return operations;
}

/**
 * A plausible value for a schema: the field's known example when there is one (ids the demo holds), else its
 * default, else the simplest value of its type. It need not be accepted: the fuzzer mutates it anyway.
 */
export function exampleOf(
  schema: JsonSchema | undefined,
  known: Record<string, unknown>,
  name = '',
): unknown {
  if (name in known) return known[name];
  if (!schema) return 'x';
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice) return exampleOf(choice.find((s) => s.type !== 'null') ?? choice[0], known, name);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object' || schema.properties || Object.keys(schema).length === 0) {
    const value: Record<string, unknown> = {};
    for (const [key, property] of Object.entries(schema.properties ?? {}))
      value[key] = exampleOf(property, known, key);
    return value;
  }
  if (type === 'array') {
    if (schema.prefixItems) return schema.prefixItems.map((item) => exampleOf(item, known));
    return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => exampleOf(schema.items, known));
  }
  if (type === 'integer' || type === 'number')
    return Math.max(1, schema.minimum ?? 0, (schema.exclusiveMinimum ?? 0) + 1);
  if (type === 'boolean') return true;
  return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
}
