export type StripeErrorType = 'invalid_request_error' | 'card_error' | 'idempotency_error' | 'api_error';

export interface StripeErrorBody {
  type: StripeErrorType;
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
  doc_url?: string;
}

/** An error replied in Stripe's shape: `{ error: { type, code, decline_code, message, param } }`. */
export class StripeError extends Error {
  readonly status: number;
  readonly body: StripeErrorBody;

  constructor(status: number, body: StripeErrorBody) {
    super(body.message);
    this.status = status;
    this.body = body.code ? { doc_url: `https://docs.stripe.com/error-codes/${body.code}`, ...body } : body;
  }
}

export const invalidRequest = (message: string, extra: Partial<StripeErrorBody> = {}, status = 400) =>
  new StripeError(status, { type: 'invalid_request_error', message, ...extra });

export const missingParam = (param: string) =>
  invalidRequest(`Missing required param: ${param}.`, { code: 'parameter_missing', param });

export const invalidParam = (param: string, message: string) =>
  invalidRequest(message, { code: 'parameter_invalid', param });

export const noSuch = (object: string, id: string, param = 'id') =>
  invalidRequest(`No such ${object}: '${id}'`, { code: 'resource_missing', param }, 404);
