import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.ts';

/**
 * How deep a JSON body may nest. The academy's own bodies nest a few levels (a batch of calls, each
 * with its answers, is the deepest); a body nested thousands deep parses, but whoever serialises it
 * next (a client passing it on, a log line) runs out of stack and fails with a 5xx.
 */
export const MAX_JSON_DEPTH = 32;

/** Whether `text` opens more than `limit` objects or arrays inside each other, outside its strings. */
const nestsDeeperThan = (text: string, limit: number) => {
  // A body can only nest as deep as it has characters to open and close with.
  if (text.length <= limit * 2) return false;
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      // A backslash escapes the next character, a quote included.
      if (code === 0x5c) index++;
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x7b || code === 0x5b) {
      if (++depth > limit) return true;
    } else if (code === 0x7d || code === 0x5d) {
      depth--;
    }
  }
  return false;
};

/**
 * JSON bodies parsed as Fastify parses them (prototype poisoning refused), except that one nested
 * deeper than `MAX_JSON_DEPTH` is a 400 before it is parsed.
 */
export const parseJsonBodies = (app: FastifyInstance) => {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(
        badRequest(`The JSON body nests deeper than ${MAX_JSON_DEPTH} levels`, 'BODY_TOO_DEEP'),
        undefined,
      );
      return;
    }
    parse(request, text, done);
  });
};
