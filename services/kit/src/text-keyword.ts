import { TEXT_KEYWORD, type TextKind, textRefusal } from '@academy/contracts/http';
import type { Ajv } from 'ajv';
import type { DataValidationCxt } from 'ajv/dist/types/index.js';

/**
 * Teaches the validator the contracts' text kind (`Line`, `Lines`): refused characters fail the
 * field like any other rule (a 400 naming it); accepted text is replaced by its NFC form in the
 * request, so handlers only ever see normalised text.
 */
export const addTextKeyword = (ajv: Ajv) => {
  const checkText = (kind: TextKind, data: string, _schema?: unknown, context?: DataValidationCxt) => {
    const refusal = textRefusal(data, kind);
    if (refusal) {
      checkText.errors = [{ keyword: TEXT_KEYWORD, message: refusal, params: { kind } }];
      return false;
    }
    if (context?.parentData) context.parentData[context.parentDataProperty] = data.normalize('NFC');
    return true;
  };
  checkText.errors = [] as { keyword: string; message: string; params: Record<string, unknown> }[];
  ajv.addKeyword({
    keyword: TEXT_KEYWORD,
    type: 'string',
    schemaType: 'string',
    modifying: true,
    errors: true,
    validate: checkText,
  });
};
