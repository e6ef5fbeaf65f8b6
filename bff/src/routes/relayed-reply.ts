import type { FastifyReply } from 'fastify';
import type { RelayedReply } from '../clients/http.ts';

const JSON_TYPE = 'application/json; charset=utf-8';

/** Sends JSON bytes as they are: Fastify neither serialises nor checks them again. */
export const sendJsonBytes = (reply: FastifyReply, body: Buffer) => reply.type(JSON_TYPE).send(body);

/** Sends a service's reply on unchanged, with its status (200, 201). */
export const sendRelayed = (reply: FastifyReply, relayed: RelayedReply) =>
  sendJsonBytes(reply.status(relayed.status), relayed.body);
