import type { FastifyReply } from 'fastify';
import type { RelayedReply } from '../clients/http.ts';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Sends a service's reply on unchanged, with its status (200, 201): its JSON bytes as they are, which
 * Fastify neither serialises nor checks again.
 */
export const sendRelayed = (reply: FastifyReply, relayed: RelayedReply) =>
  reply.status(relayed.status).type(JSON_TYPE).send(relayed.body);
