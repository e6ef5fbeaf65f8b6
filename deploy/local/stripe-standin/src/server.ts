import Fastify from 'fastify';
import { registerAuth } from './auth.ts';
import type { StandInContext } from './context.ts';
import { StripeError } from './errors.ts';
import { parseForm } from './form-body.ts';
import { registerIdempotency } from './idempotency.ts';
import { newId } from './ids.ts';
import { registerHostedCheckout } from './pages/hosted-checkout.ts';
import { registerChargeRoutes } from './resources/charges.ts';
import { registerCheckoutSessionRoutes } from './resources/checkout-sessions.ts';
import { registerCustomerRoutes } from './resources/customers.ts';
import { registerEventRoutes } from './resources/events.ts';
import { registerInvoiceRoutes } from './resources/invoices.ts';
import { registerPaymentIntentRoutes } from './resources/payment-intents.ts';
import { registerPriceRoutes } from './resources/prices.ts';
import { registerProductRoutes } from './resources/products.ts';
import { registerRefundRoutes } from './resources/refunds.ts';
import { registerSubscriptionRoutes } from './resources/subscriptions.ts';
import { registerTestClockRoutes } from './resources/test-clocks.ts';

/** The stand-in's HTTP app: Stripe's form-encoded API under /v1 and the hosted payment page under /pay. */
export const buildServer = (context: StandInContext) => {
  const app = Fastify({ logger: false, routerOptions: { querystringParser: (text) => parseForm(text) } });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      try {
        done(null, parseForm(String(body)));
      } catch {
        done(
          new StripeError(400, { type: 'invalid_request_error', message: 'Invalid request body.' }),
          undefined,
        );
      }
    },
  );
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('request-id', newId('req', 14));
    return payload;
  });
  registerAuth(app, context.secretKey);
  registerIdempotency(app);

  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof StripeError) return reply.code(error.status).send({ error: error.body });
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    const type = status < 500 ? 'invalid_request_error' : 'api_error';
    return reply.code(status).send({ error: { type, message: (error as Error).message } });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({
      error: {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${request.method}: ${request.url.split('?')[0]}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
      },
    }),
  );

  registerCheckoutSessionRoutes(app, context);
  registerPaymentIntentRoutes(app, context);
  registerChargeRoutes(app, context);
  registerRefundRoutes(app, context);
  registerEventRoutes(app, context);
  registerCustomerRoutes(app, context);
  registerProductRoutes(app, context);
  registerPriceRoutes(app, context);
  registerSubscriptionRoutes(app, context);
  registerInvoiceRoutes(app, context);
  registerTestClockRoutes(app, context);
  registerHostedCheckout(app, context);
  return app;
};
