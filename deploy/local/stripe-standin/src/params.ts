import { invalidParam, invalidRequest, missingParam } from './errors.ts';
import type { FormObject, FormValue } from './form-body.ts';

/** Reads typed parameters from a decoded form body, failing with Stripe's error for the named param. */
export const readParams = (body: FormObject | undefined, prefix = '') => {
  const values = body ?? {};
  const name = (key: string) => (prefix ? `${prefix}[${key}]` : key);
  const optionalString = (key: string) => {
    const value = values[key];
    if (value === undefined) return undefined;
    if (typeof value !== 'string') throw invalidParam(name(key), `Invalid string: ${name(key)}`);
    return value;
  };
  const string = (key: string) => {
    const value = optionalString(key);
    if (value === undefined || value === '') throw missingParam(name(key));
    return value;
  };
  const optionalInteger = (key: string) => {
    const value = optionalString(key);
    if (value === undefined) return undefined;
    if (!/^-?\d+$/.test(value)) {
      throw invalidRequest(`Invalid integer: ${value}`, {
        code: 'parameter_invalid_integer',
        param: name(key),
      });
    }
    return Number(value);
  };
  const integer = (key: string) => {
    const value = optionalInteger(key);
    if (value === undefined) throw missingParam(name(key));
    return value;
  };
  const optionalBoolean = (key: string) => {
    const value = optionalString(key);
    if (value === undefined) return undefined;
    if (value !== 'true' && value !== 'false') throw invalidParam(name(key), `Invalid boolean: ${value}`);
    return value === 'true';
  };
  const optionalObject = (key: string) => {
    const value = values[key];
    if (value === undefined || value === '') return undefined;
    if (typeof value !== 'object' || Array.isArray(value)) {
      throw invalidParam(name(key), `Invalid object: ${name(key)}`);
    }
    return readParams(value, name(key));
  };
  const object = (key: string) => {
    const value = optionalObject(key);
    if (!value) throw missingParam(name(key));
    return value;
  };
  const list = (key: string) => {
    const value = values[key];
    if (value === undefined) return [];
    if (!Array.isArray(value)) throw invalidParam(name(key), `Invalid array: ${name(key)}`);
    return value.map((item: FormValue, index) => {
      if (typeof item !== 'object' || Array.isArray(item)) {
        throw invalidParam(`${name(key)}[${index}]`, `Invalid object: ${name(key)}[${index}]`);
      }
      return readParams(item, `${name(key)}[${index}]`);
    });
  };
  const strings = (key: string) => {
    const value = values[key];
    if (value === undefined) return [];
    const items = Array.isArray(value) ? value : [value];
    return items.map((item) => {
      if (typeof item !== 'string') throw invalidParam(name(key), `Invalid array: ${name(key)}`);
      return item;
    });
  };
  /** `metadata[key]=value`; an empty value removes the key, as in Stripe. */
  const metadata = (key = 'metadata') => {
    const value = values[key];
    if (value === undefined || value === '') return {};
    if (typeof value !== 'object' || Array.isArray(value)) throw invalidParam(name(key), 'Invalid metadata');
    const entries = Object.entries(value).filter(([, item]) => item !== '');
    if (entries.some(([, item]) => typeof item !== 'string'))
      throw invalidParam(name(key), 'Invalid metadata');
    return Object.fromEntries(entries) as Record<string, string>;
  };
  const oneOf = <T extends string>(key: string, allowed: readonly T[], fallback?: T): T => {
    const value = optionalString(key) ?? fallback;
    if (value === undefined) throw missingParam(name(key));
    if (!allowed.includes(value as T)) {
      throw invalidParam(name(key), `Invalid ${name(key)}: must be one of ${allowed.join(', ')}`);
    }
    return value as T;
  };
  return {
    /** The full name of a parameter, as errors name it (`line_items[0][quantity]`). */
    name,
    has: (key: string) => values[key] !== undefined,
    optionalString,
    string,
    optionalInteger,
    integer,
    optionalBoolean,
    optionalObject,
    object,
    list,
    strings,
    metadata,
    oneOf,
  };
};

export type Params = ReturnType<typeof readParams>;
