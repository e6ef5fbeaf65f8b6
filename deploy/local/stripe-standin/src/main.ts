import { startStripeStandIn } from './standin.ts';

// Starts the stand-in by hand: `npm start -w @academy/stripe-standin` (PORT and WEBHOOK_URL optional).
const standIn = await startStripeStandIn({
  port: process.env.PORT ? Number(process.env.PORT) : undefined,
  webhookUrl: process.env.WEBHOOK_URL,
  webhookSecret: process.env.STRIPE_WEBHOOK_SECRET,
});
for (const [name, value] of Object.entries(standIn.config)) console.log(`${name}=${value}`);
console.log(`# hosted payment pages: ${standIn.url}/pay/<checkout session id>`);

const stop = () => void standIn.stop().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
